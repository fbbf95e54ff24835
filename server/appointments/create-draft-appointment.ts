import { randomBytes } from 'node:crypto';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { publicOrigin } from '../core/public-origin';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { instantToWallClock, wallClockToInstant } from '../time/wall-clock';
import type { DraftRequest } from './appointment.schemas';
import { isCustomerOfDealer } from './appointment-records';
import { getDepartmentForBooking } from './booking-department-records';
import { insertDraft } from './draft-records';
import { parseAppointmentTimes } from './parse-appointment-times';

const defaultDraftLifeDays = 7;

/**
 * POST /dealer/{dealerUuid}/draftAppointment: stores a proposed visit and answers a deep link the
 * customer opens to confirm it. Nothing is booked until then; confirming re-checks the slot.
 */
export async function createDraftAppointment(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; body: DraftRequest },
) {
  const body = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const booking = await getDepartmentForBooking(tx, { dealerUuid: input.params.dealerUuid });
    const { dealer, department } = booking;
    const customerUuid = body.customerDetails?.customerUuid?.trim();
    if (!customerUuid)
      throw new DomainError('CUSTOMER_INFO_MISSING', 'customerDetails.customerUuid is required');
    if (!(await isCustomerOfDealer(tx, { customerUuid, dealerUuid: dealer.uuid })))
      throw new DomainError('CUSTOMER_INFO_MISSING', `${dealer.name} has no customer ${customerUuid}`);
    const now = new Date();
    parseAppointmentTimes({
      start: body.appointmentStartDateTime,
      end: body.appointmentEndDateTime,
      timeZone: dealer.timeZone,
      slotSizeMinutes: booking.slotSizeMinutes(body.appointmentStartDateTime?.slice(0, 10) ?? ''),
      now,
    });
    let expiresAt = new Date(now.getTime() + defaultDraftLifeDays * 86_400_000);
    if (body.expiry) {
      const parsed = wallClockToInstant(body.expiry, dealer.timeZone);
      if (!parsed.ok) throw new DomainError('INVALID_DATE_FORMAT', 'expiry must be yyyy-MM-ddTHH:mm:ss');
      if (parsed.instant <= now) throw new DomainError('PAST_DATE', 'expiry must be in the future');
      expiresAt = parsed.instant;
    }
    const uuid = newUuid();
    const token = randomBytes(24).toString('base64url');
    await insertDraft(tx, {
      uuid,
      token,
      dealerUuid: dealer.uuid,
      departmentUuid: department.uuid,
      customerUuid,
      request: body as Record<string, unknown>,
      expiresAt,
      createdByPrincipal: ctx.principal?.id ?? null,
    });
    return {
      draftUuid: uuid,
      deepLink: `${publicOrigin()}/d/${token}`,
      expiry: instantToWallClock(expiresAt, dealer.timeZone),
      errors: [],
      warnings: [],
    };
  });
}
