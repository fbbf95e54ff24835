import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { storePaymentLink } from './create-payment-link';
import type { VisitPaymentLinkRequest } from './payment.schemas';

/**
 * A payment link made from a visit's page: for the visit's customer, tied to the visit so that it
 * is listed there with its state. Only advisors make them; partners' links name no visit.
 */
export async function createVisitPaymentLink(
  ctx: UseCaseContext,
  input: {
    params: { serviceSubscriberDepartmentToken: string; appointmentUuid: string };
    body: VisitPaymentLinkRequest;
  },
) {
  if (ctx.principal?.kind !== 'advisor') {
    throw new DomainError(
      'FORBIDDEN',
      'Only an advisor signed in to ServiceBay makes a payment link for a visit',
    );
  }
  return storePaymentLink(
    ctx,
    { ...input.body, customerIdentifiers: {} },
    { operation: 'createVisitPaymentUrl', appointmentUuid: input.params.appointmentUuid },
  );
}
