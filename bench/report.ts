import type { Drain, WorkerThroughput } from './drain';
import type { Measured } from './load';

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const perRequest = (ms: number, m: Measured) => (m.ok > 0 ? fixed(ms / m.ok, 2) : '–');

function verdict(m: Measured, share: number): string {
  if (m.targetPercent === null) return '';
  return `≥ ${m.targetPercent} % ${share >= m.targetPercent ? 'met' : 'missed'}`;
}

/** A scenario with the public route's rate it is compared with. */
export type Compared = Measured & { baseline: number };

/** The figures as a Markdown table, ready for the README. */
export function printTable(measured: Compared[]): void {
  const rows = measured.map((m) => {
    const share = (100 * m.perSecond) / m.baseline;
    const failures = m.non2xx + m.errors;
    return [
      m.name,
      fixed(m.perSecond),
      fixed(m.baseline),
      `${fixed(share)} %`,
      verdict(m, share),
      fixed(m.p50, 1),
      fixed(m.p97_5, 1),
      failures ? `${failures} (${JSON.stringify(m.statusCodes)})` : '0',
      perRequest(m.cpu.webMs, m),
      perRequest(m.cpu.databaseMs, m),
      m.ok > 0 ? fixed(m.statements / m.ok, 1) : '–',
    ];
  });
  const header = [
    'Scenario',
    'req/s (2xx)',
    'public req/s',
    '% of public',
    'target',
    'p50 ms',
    'p97.5 ms',
    'non-2xx',
    'web CPU ms/req',
    'DB CPU ms/req',
    'statements/req',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

export function printTexts(afterSends: Drain, workers: WorkerThroughput): void {
  console.log(
    `queued sends: ${afterSends.total} texts accepted, sent and delivered within ${fixed(afterSends.seconds, 1)} s after the load stopped (delivered ${afterSends.delivered}, failed ${afterSends.failed}, pending ${afterSends.pending})`,
  );
  const perSecond = workers.delivered / workers.seconds;
  console.log(
    `job workers of one process: ${workers.queued} texts queued at once, sent and delivered in ${fixed(workers.seconds, 1)} s = ${fixed(perSecond)} texts/s ` +
      `(failed ${workers.failed}, pending ${workers.pending}); CPU per text: web process ${fixed(workers.cpu.webMs / workers.delivered, 2)} ms, PostgreSQL ${fixed(workers.cpu.databaseMs / workers.delivered, 2)} ms`,
  );
}
