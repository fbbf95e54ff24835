import { createInterface } from 'node:readline';
import { authenticateRequest } from '../../server/auth/authenticate';
import { isDomainError } from '../../server/core/errors';
import { closeDb, db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';

/**
 * Another instance of the app for tests: it authenticates each line of standard input (an HTTP
 * Authorization header) as a request would, through authenticateRequest on DATABASE_URL, and
 * answers a line of JSON: whether it was let in, with how many grants or which refusal, and the
 * statements it sent for it. It ends, closing its pool, when standard input ends.
 */
const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

for await (const authorization of createInterface({ input: process.stdin })) {
  const before = statementsSent();
  const request = new Request('http://instance.test/api/check', {
    headers: { authorization: authorization.slice(0, 1000) },
  });
  try {
    const principal = await authenticateRequest(db(), request);
    answer({ ok: true, grants: principal.grants.length, statements: statementsSent() - before });
  } catch (error) {
    const code = isDomainError(error) ? error.code : 'FAILED';
    answer({ ok: false, code, statements: statementsSent() - before });
  }
}
await closeDb();
