import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The administration command line as an operator types it (`--json`), against one database. */
export async function adminCli(databaseUrl: string, ...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(
    path.join('node_modules', '.bin', 'tsx'),
    ['server/cli/admin.ts', ...args, '--json'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  return JSON.parse(stdout);
}

/** The same command expected to fail: its exit code and what it said on standard error. */
export async function adminCliFails(
  databaseUrl: string,
  ...args: string[]
): Promise<{ code: number; stderr: string }> {
  try {
    await adminCli(databaseUrl, ...args);
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
  throw new Error('the command succeeded');
}
