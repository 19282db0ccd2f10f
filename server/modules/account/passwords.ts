import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2 of @node-rs/argon2) with the library's recommended cost. */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
