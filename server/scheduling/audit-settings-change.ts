import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';
import type { SchedulingSettings } from './settings.schemas';

/** What a save can change: the hours, each rule of the document and the opcode limits. */
const changeable = (s: SchedulingSettings): Record<string, unknown> => ({
  hoursOfOperation: s.hoursOfOperation,
  ...s.rules,
  opcodeLimits: s.opcodeLimits.map((o) => ({
    opcodeUuid: o.opcodeUuid,
    leadTimeMinutes: o.leadTimeMinutes,
    dailyLimits: o.dailyLimits,
  })),
});

/**
 * One audit entry per save with only the parts that changed, before and after (a closed date added
 * shows as the closures list before and after), so the log reads as the change itself.
 */
export async function auditSettingsChange(
  tx: Tx,
  ctx: UseCaseContext,
  change: {
    dealerUuid: string;
    departmentUuid: string;
    before: SchedulingSettings;
    after: SchedulingSettings;
  },
): Promise<void> {
  const before = changeable(change.before);
  const after = changeable(change.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (state: Record<string, unknown>, version: number) =>
    Object.fromEntries([['version', version], ...keys.map((key) => [key, state[key] ?? null])]);
  await recordAudit(tx, ctx, {
    action: 'schedulingSettings.update',
    targetKind: 'department',
    targetUuid: change.departmentUuid,
    dealerUuid: change.dealerUuid,
    before: pick(before, change.before.version),
    after: pick(after, change.after.version),
  });
}
