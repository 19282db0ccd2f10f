/** The coin ledger: accounts and transfers for the modules that move coins. */
export { balancesOf, earningAccount, envelopeAccount, transfer, userAccount } from './ledger';
export { reconcile } from './reconcile';
