import { createInterface } from 'node:readline';
import { closeDb } from '../../server/db/client';

/**
 * The body of another instance of the app for tests (started by startOtherInstance): it prints
 * `ready`, then answers each line of standard input, in order, with one line of JSON from
 * `answer`. It ends, closing its pool, when standard input ends.
 */
export async function answerEachLine(answer: (line: string) => Promise<object>): Promise<void> {
  process.stdout.write('ready\n');
  for await (const line of createInterface({ input: process.stdin })) {
    process.stdout.write(`${JSON.stringify(await answer(line))}\n`);
  }
  await closeDb();
}
