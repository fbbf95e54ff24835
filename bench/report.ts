import type { Drain } from './drain';
import type { Measured } from './load';

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const perRequest = (ms: number, m: Measured) => (m.ok > 0 ? fixed(ms / m.ok, 2) : '–');

function verdict(m: Measured, share: number): string {
  if (m.targetPercent === null) return '';
  return `≥ ${m.targetPercent} % ${share >= m.targetPercent ? 'met' : 'missed'}`;
}

/** The figures as a Markdown table, ready for the README. */
export function printTable(measured: Measured[], baseline: number): void {
  const rows = measured.map((m) => {
    const share = (100 * m.perSecond) / baseline;
    const failures = m.non2xx + m.errors;
    return [
      m.name,
      fixed(m.perSecond),
      `${fixed(share)} %`,
      verdict(m, share),
      fixed(m.p50, 1),
      fixed(m.p97_5, 1),
      failures ? `${failures} (${JSON.stringify(m.statusCodes)})` : '0',
      perRequest(m.cpu.webMs, m),
      perRequest(m.cpu.databaseMs, m),
    ];
  });
  const header = [
    'Scenario',
    'req/s (2xx)',
    '% of public',
    'target',
    'p50 ms',
    'p97.5 ms',
    'non-2xx',
    'web CPU ms/req',
    'DB CPU ms/req',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

export function printDrain(drain: Drain): void {
  const rate =
    drain.seconds > 0 && drain.backlog > 0 ? `${fixed(drain.backlog / drain.seconds)} texts/s` : 'no backlog';
  console.log(
    `queued texts: ${drain.accepted} accepted; ${drain.backlog} still queued when the load stopped, sent and delivered in ${fixed(drain.seconds, 1)} s (${rate}); delivered ${drain.delivered}, failed ${drain.failed}, pending ${drain.pending}`,
  );
}
