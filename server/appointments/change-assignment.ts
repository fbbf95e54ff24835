import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { AppointmentChanges } from './appointment-changes';
import type { BookingDepartment } from './booking-department-records';
import type { MergedAppointmentRequest } from './merge-request';
import { resolveDealerAssociate, resolveTeam } from './resolve-advisor';

/**
 * Assigns the team and the advisor the update names. Answers whether the update asks the engine
 * to choose the advisor again (assignedUser null): it picks the free advisor with the fewest
 * bookings that day, unless the dealer's preferences say a person must choose.
 */
export async function changeAssignment(
  tx: Tx,
  draft: AppointmentChanges,
  input: { request: MergedAppointmentRequest; booking: BookingDepartment; enforcePreferences?: boolean },
): Promise<{ reassign: boolean }> {
  const { current } = draft;
  const { request, booking } = input;
  if (request.assignedUser?.teamUuid) {
    draft.change(
      'teamUuid',
      await resolveTeam(tx, {
        departmentUuid: current.departmentUuid,
        teamUuid: request.assignedUser.teamUuid,
      }),
    );
  }
  if (request.assignedUser?.uuid) {
    const advisor = await resolveDealerAssociate(tx, {
      departmentUuid: current.departmentUuid,
      uuid: request.assignedUser.uuid,
      role: 'advisor',
    });
    draft.change('assignedDealerAssociateUuid', advisor.uuid);
  }
  const reassign = request.assignedUser === null;
  if (reassign && booking.dealer.features.advisorRequired && input.enforcePreferences !== false) {
    throw new DomainError(
      'USER_UUID_MANDATORY',
      `${booking.dealer.name} requires an advisor: send assignedUser.uuid`,
    );
  }
  return { reassign };
}
