import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What a production build is made from; a change to any of them makes `.next` stale.
const sources = [
  'app',
  'components',
  'server',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Runs `next build` when `.next` is missing or older than a source it is built from. */
export function ensureProductionBuild(): void {
  const built = fs.statSync(path.join('.next', 'BUILD_ID'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...sources.map(newestChange));
  if (built > changed) return;
  console.log(
    built
      ? 'the production build is older than the sources: next build'
      : 'no production build yet: next build',
  );
  const result = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit code ${result.status})`);
}
