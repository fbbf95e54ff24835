import type { SchedulingRules } from './rules';

/**
 * Parsed rules documents by department, each with the stamp of the stored row it came from
 * (its transaction id and update time: any write to the row changes it, however it is made).
 * Availability and every booking read the rules; parsing the document again only when the row
 * changed keeps that read cheap, and a stale entry is never used because the stamp is compared on
 * each read.
 */
const parsed = new Map<string, { stamp: string; rules: SchedulingRules }>();
const maxDepartments = 2_000;

export function cachedRules(departmentUuid: string, stamp: string): SchedulingRules | undefined {
  const entry = parsed.get(departmentUuid);
  return entry?.stamp === stamp ? entry.rules : undefined;
}

export function rememberRules(departmentUuid: string, stamp: string, rules: SchedulingRules): void {
  // Oldest first out: a Map iterates in insertion order, and a department re-inserted moves last.
  parsed.delete(departmentUuid);
  if (parsed.size >= maxDepartments) {
    const oldest = parsed.keys().next().value;
    if (oldest !== undefined) parsed.delete(oldest);
  }
  parsed.set(departmentUuid, { stamp, rules });
}

/** The stamp the cache holds for a department, sent with the read so an unchanged row comes back without its document. */
export function knownRulesStamp(departmentUuid: string): string | null {
  return parsed.get(departmentUuid)?.stamp ?? null;
}
