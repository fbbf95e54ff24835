import type { z } from 'zod';
import { requestJson } from '@/components/request-json';
import type { ownSession } from '@/server/sessions/contracts';

export type OwnSession = z.output<typeof ownSession>;

const base = '/api/admin/v1/account/sessions';

/** The signed-in person's own sessions (server/sessions). */
export const sessionsApi = {
  list: () => requestJson<{ sessions: OwnSession[] }>('GET', base),
  end: (sessionUuid: string) =>
    requestJson<{ ok: true }>('DELETE', `${base}/${encodeURIComponent(sessionUuid)}`),
};
