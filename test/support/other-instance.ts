import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll } from 'vitest';
import { currentDatabaseUrl } from './database-of-its-own';

const root = path.resolve(import.meta.dirname, '../..');

export type OtherInstance<Answer> = {
  /** The line it printed once ready, matched (e.g. the port it listens on). */
  ready: RegExpExecArray;
  /** Writes one line to its standard input; resolves with the next line it prints, parsed as JSON. */
  ask: (line: string) => Promise<Answer>;
};

type Options = {
  /** The line it prints once it takes requests; `ready` (as answerEachLine prints) unless told. */
  readyLine?: RegExp;
  readyWithinMs?: number;
};

/**
 * Starts other instances of the app on this file's database: a script of test/support run in a
 * Node process of its own (its own pool and memory, as a second deployment has), ready once it
 * prints its ready line. Call it at the top of a test file: every instance it starts is stopped
 * after the file's tests, whether they passed or not.
 */
export function otherInstances<Answer>(
  script: string,
  options: Options = {},
): () => Promise<OtherInstance<Answer>> {
  const started: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map(stop));
  });
  return async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: currentDatabaseUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    started.push(child);
    try {
      return await whenReady<Answer>(child, options);
    } catch (error) {
      await stop(child);
      throw error;
    }
  };
}

type Waiting<Answer> = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

function whenReady<Answer>(child: ChildProcess, options: Options): Promise<OtherInstance<Answer>> {
  const { stdin, stdout, stderr } = child;
  if (!stdin || !stdout || !stderr) throw new Error('the instance has no standard input or output');
  // What it printed besides its answers, for the message when it fails.
  let output = '';
  const keep = (text: string) => {
    output = `${output}${text}`.slice(-4000);
  };
  stderr.on('data', (chunk: Buffer) => keep(chunk.toString()));
  // A write after it exited fails; its exit already failed whatever was waiting.
  stdin.on('error', () => {});
  const waiting: Array<Waiting<Answer>> = [];
  const ask = (line: string) =>
    new Promise<Answer>((resolve, reject) => {
      if (line.includes('\n')) throw new Error('one question is one line');
      waiting.push({ resolve, reject });
      stdin.write(`${line}\n`);
    });
  const readyWithinMs = options.readyWithinMs ?? 30_000;
  return new Promise((resolve, reject) => {
    let ready: RegExpExecArray | null = null;
    const timer = setTimeout(
      () => reject(new Error(`the instance was not ready within ${readyWithinMs} ms:\n${output}`)),
      readyWithinMs,
    );
    createInterface({ input: stdout }).on('line', (line) => {
      if (ready) return answer(waiting.shift(), line);
      keep(`${line}\n`);
      ready = (options.readyLine ?? /^ready$/).exec(line);
      if (!ready) return;
      clearTimeout(timer);
      resolve({ ready, ask });
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
      for (const w of waiting.splice(0)) w.reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`the instance exited (${code ?? signal}):\n${output}`)),
    );
  });
}

function answer<Answer>(waiting: Waiting<Answer> | undefined, line: string): void {
  try {
    waiting?.resolve(JSON.parse(line) as Answer);
  } catch {
    waiting?.reject(new Error(`the instance answered a line that is not JSON: ${line.slice(0, 200)}`));
  }
}

/** Ends its standard input, on which it closes its pool and exits; kills it if it has not within 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin?.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
