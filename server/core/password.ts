import { hash, verify } from '@node-rs/argon2';

// Verified against when the username is unknown, so both paths cost the same time.
const dummyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$/OS1cQymIWCkGMFSWoMGlg$bF/jkE402lfBZMjlmmN6fuq/AryQ55hvWCut7NeLd/U';

export const hashSecret = (secret: string): Promise<string> => hash(secret);

/** argon2 verification compares in constant time. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? dummyHash, secret);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}
