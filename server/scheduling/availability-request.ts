import type { Tx } from '../db/client';
import type { AvailabilityRequest } from './availability.schemas';
import type { EngineDepartment } from './engine/types';
import type { WindowRequest } from './evaluate-selection';
import { resolveSelection, type Selection } from './resolve-selection';

/** Platform names that mean the customer books for themselves. */
export const isOnlinePlatform = (name: string | null | undefined) =>
  /^(web|online|consumer|mkconsumer)$/i.test(name?.trim() ?? '');

export const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);

/** The advisors, teams, options and services an availability-family body selects, checked. */
export function selectionOfRequest(
  tx: Tx,
  department: EngineDepartment | Promise<EngineDepartment>,
  input: { departmentUuid: string; body: AvailabilityRequest },
): Promise<Selection> {
  const attributes = input.body.selectedAvailabilityAttributes;
  return resolveSelection(tx, department, {
    departmentUuid: input.departmentUuid,
    advisorUuids: attributes?.dealerAssociateUuids,
    teamUuids: attributes?.teamUuids,
    transportOptionUuids: attributes?.transportOptionUuids,
    operationUuids: input.body.operationUuidList,
    laborOpCodes: input.body.laborOpcodeList,
    menuUuids: input.body.menuUuidList,
  });
}

/** What the engine is asked for the given dates by an availability-family body. */
export function windowRequestOf(body: AvailabilityRequest, dates: string[], now: Date): WindowRequest {
  return {
    dates,
    now,
    recall: Boolean(body.recall) || (body.selectedRecallOemIdSet?.length ?? 0) > 0,
    online: isOnlinePlatform(body.platform?.name),
    durationMinutes: null,
    startTime: hhmm(body.startTime),
    endTime: hhmm(body.endTime),
    excludeAppointmentUuid: body.existingAppointmentUuid ?? null,
  };
}
