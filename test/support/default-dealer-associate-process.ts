import { db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';
import { defaultDealerAssociateOf } from '../../server/users/remembered-dealer-associates';
import { answerEachLine } from './answer-each-line';

/**
 * Another instance of the app for tests: for each line of standard input (a department uuid) it
 * answers, as the default-dealer-associate route does, that department's Default dealer associate
 * (its name and authorities, or null) and the statements it sent for it.
 */
await answerEachLine(async (departmentUuid) => {
  const before = statementsSent();
  const found = await defaultDealerAssociateOf(db(), departmentUuid.slice(0, 100));
  return {
    name: found ? `${found.firstName} ${found.lastName}` : null,
    authorities: found?.authorities ?? null,
    statements: statementsSent() - before,
  };
});
