import { authenticateRequest } from '../../server/auth/authenticate';
import { isDomainError } from '../../server/core/errors';
import { db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';
import { answerEachLine } from './answer-each-line';

/**
 * Another instance of the app for tests: it authenticates each line of standard input (an HTTP
 * Authorization header) as a request would, through authenticateRequest on DATABASE_URL, and
 * answers whether it was let in, with how many grants or which refusal, and the statements it sent
 * for it.
 */
await answerEachLine(async (authorization) => {
  const before = statementsSent();
  const request = new Request('http://instance.test/api/check', {
    headers: { authorization: authorization.slice(0, 1000) },
  });
  try {
    const principal = await authenticateRequest(db(), request);
    return { ok: true, grants: principal.grants.length, statements: statementsSent() - before };
  } catch (error) {
    const code = isDomainError(error) ? error.code : 'FAILED';
    return { ok: false, code, statements: statementsSent() - before };
  }
});
