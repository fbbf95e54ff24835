import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` (Chrome DevTools format) the summary reads. */
export type CpuProfile = {
  nodes: Array<{
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** A window of the profile, in µs of the monotonic clock (`process.hrtime`, the profile's own clock). */
export type Window = { name: string; fromUs: number; toUs: number };

export type Share = { what: string; ms: number; percent: number };

const idleFrames = new Set(['(idle)', '(program)', '(garbage collector)']);

/** Where a frame comes from: a package, a chunk of the build, a Node built-in or V8 itself. */
function fileOf(url: string, functionName: string): string {
  if (!url) return idleFrames.has(functionName) ? functionName : '(native)';
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
}

const maps = new Map<string, SourceMap | null>();

/** The build's source map of a chunk, when it has one (`.next` writes `<chunk>.js.map`). */
function mapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const file = `${url.replace(/^file:\/\//, '')}.map`;
    maps.set(url, fs.existsSync(file) ? new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url) ?? null;
}

type Frame = CpuProfile['nodes'][number]['callFrame'];

/** A frame of a built chunk, named by its TypeScript source and line where the chunk's map says. */
export function sourceOf(frame: Frame): { file: string; line: number } {
  const map = frame.url.endsWith('.js') ? mapOf(frame.url) : null;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const file = path.normalize(entry.originalSource.replace(/^file:\/\//, '')).replace(/^(\.\.\/)+/, '');
    return {
      file: file.replace(/^node_modules\/src\//, 'node_modules/(drizzle-orm)/'),
      line: entry.originalLine + 1,
    };
  }
  return { file: fileOf(frame.url, frame.functionName), line: frame.lineNumber + 1 };
}

/**
 * The nearest frame of the project's own code (server/, app/) on the sample's stack: library and
 * runtime time is charged to the code of ours that asked for it.
 */
function ownCallerOf(nodeId: number, frames: Map<number, Frame>, parents: Map<number, number>): string {
  for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id)) {
    const frame = frames.get(id);
    if (!frame) break;
    const { file, line } = sourceOf(frame);
    if (/^(server|app)\//.test(file)) return `${frame.functionName || '(anonymous)'} ${file}:${line}`;
  }
  return '(no code of ours on the stack)';
}

/** Self time per function and per file of the samples inside the window, largest first. */
export function selfTimes(profile: CpuProfile, window?: Window) {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byOwnCaller = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((nodeId, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    const frame = frames.get(nodeId);
    // Shares are of the time the process was busy: waiting for I/O is not web CPU.
    if (!frame || frame.functionName === '(idle)') return;
    const { file, line } = sourceOf(frame);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${line}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
    const caller = ownCallerOf(nodeId, frames, parents);
    byOwnCaller.set(caller, (byOwnCaller.get(caller) ?? 0) + delta);
    byFile.set(file, (byFile.get(file) ?? 0) + delta);
    total += delta;
  });
  const ranked = (map: Map<string, number>): Share[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([what, us]) => ({ what, ms: us / 1000, percent: (100 * us) / (total || 1) }));
  return {
    totalMs: total / 1000,
    functions: ranked(byFunction),
    files: ranked(byFile),
    ownCallers: ranked(byOwnCaller),
  };
}

export function printShares(title: string, shares: Share[], top: number): void {
  console.log(title);
  for (const s of shares.slice(0, top)) {
    console.log(`  ${s.percent.toFixed(1).padStart(5)} %  ${s.ms.toFixed(0).padStart(6)} ms  ${s.what}`);
  }
}

/** `tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]`: the whole profile's top self times. */
if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const [file, top = '30'] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]');
  const summary = selfTimes(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile);
  console.log(`${summary.totalMs.toFixed(0)} ms sampled`);
  printShares('self time by function', summary.functions, Number(top));
  printShares('self time by file', summary.files, Number(top));
  printShares('self time by the nearest code of ours on the stack', summary.ownCallers, Number(top));
}
