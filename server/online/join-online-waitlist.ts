import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { newUuid } from '../ids';
import type { waitlistBody } from './online.schemas';
import { findCustomerByPhone } from './online-customer-records';
import { readSession } from './online-session';
import { insertWaitlistEntry } from './online-waitlist-records';
import { resolveOnlineDepartment } from './resolve-online-department';

/**
 * POST /api/online/{dealer}/waitlist: "text me when something opens" for a day, for a proven
 * phone. The advisors see the list; one request per phone and day keeps its first place.
 */
export async function joinOnlineWaitlist(
  ctx: UseCaseContext,
  input: {
    params: { dealer: string };
    query: { department?: string | null };
    body: z.output<typeof waitlistBody>;
  },
) {
  const now = new Date();
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  const dealerUuid = scope.dealer.uuid;
  const session = readSession(input.body.session, { dealerUuid, now });
  // The waitlist texts: a session proven by email has no phone to text.
  const phone = session?.phone;
  if (!phone) throw new DomainError('VERIFICATION_REQUIRED', 'Confirm your mobile number with a code first');
  const customer = await findCustomerByPhone(ctx.db, { dealerUuid, phone });
  await insertWaitlistEntry(ctx.db, {
    uuid: newUuid(),
    dealerUuid,
    departmentUuid: scope.department.uuid,
    phone,
    customerUuid: customer?.uuid ?? null,
    localDate: input.body.date,
    operationUuids: input.body.operationUuids ?? [],
    transportOptionUuid: input.body.transportOptionUuid ?? null,
  });
  return { waiting: true as const, date: input.body.date };
}
