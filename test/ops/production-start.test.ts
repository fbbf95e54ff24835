import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * `npm start` with a production setting missing or malformed stops before it opens a database or
 * serves: exit 1 and one line per problem naming the setting. Runs package.json's start command
 * as npm would (without npm's own lines), in production mode by itself: NODE_ENV is left unset.
 */

const productionSettings = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never-opened',
  PUBLIC_BASE_URL: 'https://service.example.com',
};

function startCommand(): [string, string[]] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  // `exec` lets npm's shell hand its process over to node, which then gets npm's signals.
  const [program, ...args] = scripts.start.replace(/^exec /, '').split(' ');
  return [program === 'node' ? process.execPath : String(program), args];
}

/** The settings of the test run without those a production start reads, then `settings`. */
function environment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of [
    'NODE_ENV',
    'DATABASE_URL',
    'PUBLIC_BASE_URL',
    'NEXTAUTH_URL',
    'EMBEDDED_DATABASE',
    'PORT',
  ])
    delete inherited[name];
  return { ...inherited, ...settings };
}

function npmStart(settings: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const [program, args] = startCommand();
  const child = spawn(program, args, { env: environment(settings), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, lines: output.split('\n').filter(Boolean) })),
  );
}

describe('npm start refuses what production cannot run', () => {
  it('stops with one line per missing or malformed setting, naming it', async () => {
    const { DATABASE_URL, PUBLIC_BASE_URL } = productionSettings;
    // Side by side: each run only starts node and reads the settings.
    const [noDatabase, noOrigin, malformed] = await Promise.all([
      npmStart({ PUBLIC_BASE_URL }),
      npmStart({ DATABASE_URL }),
      npmStart({ DATABASE_URL, PUBLIC_BASE_URL: 'notaurl', PORT: 'abc', METRICS_TOKEN: 'too-short' }),
    ]);

    expect(noDatabase.code).toBe(1);
    expect(noDatabase.lines).toEqual([expect.stringMatching(/^Refusing to start: DATABASE_URL is not set/)]);

    expect(noOrigin.code).toBe(1);
    expect(noOrigin.lines).toEqual([
      expect.stringMatching(/^Refusing to start: PUBLIC_BASE_URL \(or NEXTAUTH_URL\) is not set/),
    ]);

    expect(malformed.code).toBe(1);
    expect(malformed.lines.sort()).toEqual([
      expect.stringMatching(/^Refusing to start: METRICS_TOKEN is not valid/),
      expect.stringMatching(/^Refusing to start: PORT is not valid/),
      expect.stringMatching(/^Refusing to start: PUBLIC_BASE_URL is not valid/),
    ]);
    // The value of a setting never appears: it may be a secret.
    expect(malformed.lines.join('\n')).not.toContain('notaurl');
    expect(malformed.lines.join('\n')).not.toContain('too-short');
  }, 60_000);
});
