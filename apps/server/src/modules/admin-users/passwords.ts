import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verifying against a real hash when the user does not exist keeps the answer time the same,
// so timing does not tell which usernames exist.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
