export function ContractPage() {
  return null;
}
