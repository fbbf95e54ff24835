import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { DraftRequest } from './appointment.schemas';
import { bookAppointment } from './book-appointment';
import { lockDraftByToken, markDraftConfirmed } from './draft-records';
import { draftToAppointmentRequest } from './draft-to-request';

/**
 * The customer confirms a draft from its deep link (public, the token is the credential): the
 * appointment is booked with every rule checked again, or the reason it cannot be is returned.
 */
export async function confirmDraftAppointment(ctx: UseCaseContext, input: { params: { token: string } }) {
  return pipelinedTransaction(ctx.db, async (tx) => {
    const draft = await lockDraftByToken(tx, input.params.token);
    if (!draft) throw new DomainError('DRAFT_NOT_FOUND', 'This link is not valid');
    if (draft.status === 'CONFIRMED') {
      throw new DomainError('DRAFT_ALREADY_CONFIRMED', 'This visit is already confirmed');
    }
    if (draft.expiresAt.getTime() <= Date.now()) {
      throw new DomainError('DRAFT_EXPIRED', 'This proposal has expired; please contact the dealership');
    }
    const booked = await bookAppointment(tx, {
      dealerUuid: draft.dealerUuid,
      body: draftToAppointmentRequest(draft.uuid, draft.request as DraftRequest),
      actor: { kind: 'customer', id: draft.customerUuid, name: null },
      now: new Date(),
      readBack: true,
    });
    await markDraftConfirmed(tx, {
      dealerUuid: draft.dealerUuid,
      draftUuid: draft.uuid,
      appointmentUuid: booked.appointmentUuid,
    });
    const appointmentInfo = booked.appointment;
    return {
      appointmentUuid: booked.appointmentUuid,
      appointmentInfo: appointmentInfo as NonNullable<typeof appointmentInfo>,
      errors: [],
      warnings: booked.warnings,
    };
  });
}
