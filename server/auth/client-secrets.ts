import { verifySecret } from '../core/password';

/**
 * The stored hash the secret matches, or null. With no hash to check, a dummy one is verified so
 * an unknown username costs the same time as a wrong password.
 */
export async function matchingSecretHash(hashes: readonly string[], secret: string): Promise<string | null> {
  if (hashes.length === 0) {
    await verifySecret(null, secret);
    return null;
  }
  for (const hash of hashes) {
    if (await verifySecret(hash, secret)) return hash;
  }
  return null;
}
