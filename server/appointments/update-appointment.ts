import { tenantOf, type UseCaseContext } from '../core/context';
import type { Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { actorOf } from './actor';
import type { AppointmentRequest } from './appointment.schemas';
import { trackAppointmentChanges } from './appointment-changes';
import { checkAppointmentUuid } from './appointment-path';
import { loadAppointmentForUpdate } from './appointment-records';
import { getDepartmentForBooking } from './booking-department-records';
import { changeRequestedFields } from './change-requested-fields';
import { checkRequestedStatus } from './check-requested-status';
import type { CustomerNotice } from './customer-notice';
import { getWireAppointmentsByUuid } from './get-wire-appointments-by-uuid';
import { mergeAppointmentRequest } from './merge-request';
import type { Actor } from './record-history';
import { saveAppointmentChanges } from './save-appointment-changes';
import { selectStatusSetting } from './status-history-records';
import { isCancelledStatus } from './statuses';

/**
 * PATCH /department/{id}/appointment/{uuid}: partial update (absent fields unchanged, serviceList
 * replaced when sent) and cancel (status CANCELLED), with the status rules and the history entry.
 */
export async function updateAppointment(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUuid: string; appointmentUuid: string }; body: AppointmentRequest },
) {
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, (tx) =>
    applyAppointmentUpdate(tx, {
      dealerUuid,
      departmentUuid: input.params.dealerDepartmentUuid,
      appointmentUuid: input.params.appointmentUuid,
      body: input.body,
      actor: actorOf(ctx),
    }),
  );
}

/**
 * The update inside the caller's transaction: the PATCH operation and the partner update with
 * trips (which must commit together with its trip changes) both use it.
 */
export async function applyAppointmentUpdate(
  tx: Tx,
  input: {
    dealerUuid: string;
    departmentUuid: string;
    appointmentUuid: string;
    body: AppointmentRequest;
    actor: Actor;
    /** false (partner update with enforcePreferences=false): an advisor may be unassigned where the dealer requires one. */
    enforcePreferences?: boolean;
    /** The advisor's choice to tell the customer or not (else the appointment's preferences decide). */
    notice?: CustomerNotice;
  },
) {
  const appointmentUuid = checkAppointmentUuid(input.appointmentUuid);
  const request = mergeAppointmentRequest(input.body);
  const now = new Date();
  const current = await loadAppointmentForUpdate(tx, {
    appointmentUuid,
    dealerUuid: input.dealerUuid,
    departmentUuid: input.departmentUuid,
  });
  const booking = await getDepartmentForBooking(tx, {
    dealerUuid: current.dealerUuid,
    departmentUuid: current.departmentUuid,
  });
  const draft = trackAppointmentChanges(current);
  const asked = request.status?.trim();
  // How the current status came about: only a status change needs it (same-day undo).
  const setting =
    asked && asked !== current.status
      ? await selectStatusSetting(tx, { appointmentUuid: current.uuid, status: current.status })
      : null;
  const requestedStatus = checkRequestedStatus(current.status, request.status, {
    now,
    timeZone: booking.dealer.timeZone,
    startAt: current.startAt,
    setting,
  });
  // A cancellation changes the status alone, whatever else the request sends.
  const cancelling = requestedStatus !== undefined && isCancelledStatus(requestedStatus);
  const warnings: Warning[] = cancelling
    ? []
    : await changeRequestedFields(tx, draft, {
        request,
        requestedStatus,
        booking,
        now,
        enforcePreferences: input.enforcePreferences,
      });
  if (requestedStatus && requestedStatus !== current.status) draft.change('status', requestedStatus);
  if (Object.keys(draft.log).length > 0) {
    await saveAppointmentChanges(tx, draft, { cancelling, actor: input.actor, notice: input.notice });
  }
  const [appointmentInfo] = await getWireAppointmentsByUuid(tx, [current.uuid]);
  return {
    appointmentUuid: current.uuid,
    appointmentInfo: appointmentInfo as NonNullable<typeof appointmentInfo>,
    errors: [],
    warnings,
  };
}
