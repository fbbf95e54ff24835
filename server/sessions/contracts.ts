import { z } from 'zod';
import { uuidParam } from '../admin/admin.schemas';
import { defineContract } from '../core/contract';
import type { DocumentedCode } from '../core/error-codes';

/** The signed-in person's own sessions, listed and ended from the account page (family admin). */
const tag = 'Administration';
const family = 'admin' as const;
const base = '/api/admin/v1/account/sessions';
const signedInErrors: DocumentedCode[] = ['NO_AUTHENTICATION_PROVIDED', 'UNAUTHORIZED', 'INVALID_REQUEST'];

export const ownSession = z.object({
  sessionUuid: z.string(),
  device: z.string().describe('A simplified device name such as "Chrome on Linux"'),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean().describe('The session this request was sent with ("this device")'),
});

export const listOwnSessionsContract = defineContract({
  operationId: 'listOwnSessions',
  method: 'GET',
  path: base,
  summary: 'Your active sessions, newest first',
  description:
    'Sessions that have not ended: not signed out, seen within the idle timeout (SESSION_IDLE_MINUTES) and younger than the absolute lifetime (SESSION_MAX_DAYS).',
  tag,
  family,
  auth: { role: 'signedIn' },
  response: z.object({ sessions: z.array(ownSession) }),
  errors: signedInErrors,
});

export const endOwnSessionContract = defineContract({
  operationId: 'endOwnSession',
  method: 'DELETE',
  path: `${base}/{sessionUuid}`,
  summary: 'End one of your sessions; its cookie stops working at once',
  description: 'Ending another session is recorded in the audit log; ending this one is signing out.',
  tag,
  family,
  auth: { role: 'signedIn' },
  params: z.object({ sessionUuid: uuidParam }),
  response: z.object({ ok: z.literal(true) }),
  errors: [...signedInErrors, 'SESSION_NOT_FOUND'],
});
