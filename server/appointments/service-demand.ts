import type { Tx } from '../db/client';
import { selectServiceDemandLines } from './appointment-records';
import type { ServiceLine } from './build-service-lines';

/** What an appointment's services ask of the rules: the opcodes booked and their labor minutes. */
export function serviceDemand(lines: readonly Pick<ServiceLine, 'operationUuid' | 'durationMinutes'>[]): {
  opcodeUuids: string[];
  laborMinutes: number;
} {
  return {
    opcodeUuids: [...new Set(lines.flatMap((l) => (l.operationUuid ? [l.operationUuid] : [])))],
    laborMinutes: lines.reduce((sum, l) => sum + (l.durationMinutes ?? 0), 0),
  };
}

/** The demand of the services an appointment already has (when an update leaves them as they are). */
export async function storedServiceDemand(
  tx: Tx,
  appointmentUuid: string,
): Promise<{ opcodeUuids: string[]; laborMinutes: number }> {
  return serviceDemand(await selectServiceDemandLines(tx, appointmentUuid));
}
