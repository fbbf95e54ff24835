import { actorOf } from '../appointments/actor';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { recordOptIn } from '../messaging/consent';
import type { PublicBookingBody } from './online.schemas';
import { onlineCustomer } from './online-customer';
import { insertConsent } from './online-customer-records';
import { contactOfSession, readSession } from './online-session';
import { placeOnlineBooking } from './place-online-booking';
import { resolveOnlineDepartment } from './resolve-online-department';

/**
 * POST /api/online/{dealer}/bookings: the public page's Book. The phone (or a returning customer's
 * email) must be proven by a code (the session); the customer is the one holding it or matched or
 * created; consent to texts (a proven phone only) is recorded with its evidence; the visit is
 * booked through the API's booking path as ONLINE. A session proven by email gets its confirmation
 * by email.
 */
export async function bookOnline(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; query: { department?: string | null }; body: PublicBookingBody },
) {
  const now = new Date();
  const { body } = input;
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  const dealerUuid = scope.dealer.uuid;
  const session = readSession(body.session, { dealerUuid, now });
  if (!session) throw new DomainError('VERIFICATION_REQUIRED', 'Confirm it’s you with a new code to book');
  const contact = contactOfSession(session);
  const consent = contact.kind === 'phone' && body.textConsent?.given === true;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const who = await onlineCustomer(tx, {
      dealerUuid,
      contact,
      customer: body.customer,
      vehicleUuid: body.vehicleUuid,
      vehicle: body.vehicle,
      textConsent: consent,
    });
    if (consent && session.phone) await recordOptIn(tx, { dealerUuid, phoneNumber: session.phone });
    const booked = await placeOnlineBooking(tx, scope, {
      customerUuid: who.customerUuid,
      vehicleUuid: who.vehicleUuid,
      fields: body,
      actor: actorOf(ctx),
      now,
      confirmTo: consent ? session.phone : null,
      confirmEmailTo: session.email,
    });
    if (consent && session.phone && body.textConsent) {
      await insertConsent(tx, {
        uuid: newUuid(),
        dealerUuid,
        customerUuid: who.customerUuid,
        phone: session.phone,
        appointmentUuid: booked.appointmentUuid,
        consentedAt: now,
        page: body.page ?? `/book-online/${input.params.dealer}`,
        wording: body.textConsent.wording,
      });
    }
    return booked;
  });
}
