import { db } from '../db/client';
import { anyoneCanSignIn } from './people-records';

// Once someone can sign in, set-up stays closed: remembering that keeps /login and / to one query
// per process instead of one per request.
let knownClosed = false;

/** Whether the install still waits for its first operator (pages use it to lead to /setup). */
export async function isSetupOpen(): Promise<boolean> {
  if (knownClosed) return false;
  knownClosed = await anyoneCanSignIn(db());
  return !knownClosed;
}
