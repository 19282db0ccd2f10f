/**
 * A row of the bad-input suite (server/http/badInput.test.ts): a body the server refuses for a business
 * reason (unknown user, nothing pending...), so every mutation of it must be refused too; or, with
 * `readOnly`, a valid body answered with data that writes nothing. `auth`: sent with a viewer's or an
 * admin's token.
 */
export interface BadInputBase {
  body: Record<string, unknown>;
  auth?: 'user' | 'admin';
  readOnly?: boolean;
}
