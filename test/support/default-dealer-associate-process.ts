import { createInterface } from 'node:readline';
import { closeDb, db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';
import { defaultDealerAssociateOf } from '../../server/users/remembered-dealer-associates';

/**
 * Another instance of the app for tests: for each line of standard input (a department uuid) it
 * answers, as the default-dealer-associate route does, that department's Default dealer associate
 * (a line of JSON: its name, authorities and teams, or null) and the statements it sent for it. It
 * ends, closing its pool, when standard input ends.
 */
const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

for await (const departmentUuid of createInterface({ input: process.stdin })) {
  const before = statementsSent();
  const found = await defaultDealerAssociateOf(db(), departmentUuid.slice(0, 100));
  answer({
    name: found ? `${found.firstName} ${found.lastName}` : null,
    authorities: found?.authorities ?? null,
    statements: statementsSent() - before,
  });
}
await closeDb();
