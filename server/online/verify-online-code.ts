import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { countCodeTry, findLiveCode, markCodeUsed } from './online-code-records';
import { contactOf, type OnlineContact } from './online-contact';
import { findCustomerHolding } from './online-customer';
import { hashCode, issueSession, sameHash, sessionSeconds } from './online-session';
import { resolveOnlineDepartment } from './resolve-online-department';

/** Tries one code allows; the next is refused even when right. */
export const maxCodeTries = 5;

const refused = (contact: OnlineContact) =>
  new DomainError(
    'INVALID_CODE',
    `That code is not right, or has expired; check the ${contact.kind === 'phone' ? 'text' : 'email'} or ask for a new code`,
  );

/** Counts the try and answers whether the code matched (a try over the limit never matches). */
async function tryCode(
  ctx: UseCaseContext,
  input: { dealerUuid: string; contact: OnlineContact; code: string; now: Date },
) {
  const { dealerUuid, now } = input;
  const live = await findLiveCode(ctx.db, { dealerUuid, contact: input.contact, now });
  if (!live) return false;
  const tries = await countCodeTry(ctx.db, { uuid: live.uuid, dealerUuid, maxTries: maxCodeTries });
  if (tries === null || !sameHash(live.codeHash, hashCode(live.uuid, input.code))) return false;
  await markCodeUsed(ctx.db, { uuid: live.uuid, dealerUuid, now });
  return true;
}

/**
 * POST /api/online/{dealer}/codes/verify: the code texted to the phone (or emailed to the
 * address), at most 5 tries. Right: a short-lived signed session for the next steps, and, now that
 * the contact is proven, the customer's name and vehicles when the dealer knows it.
 */
export async function verifyOnlineCode(
  ctx: UseCaseContext,
  input: {
    params: { dealer: string };
    query: { department?: string | null };
    body: { phone?: string | null; email?: string | null; code: string };
  },
) {
  const now = new Date();
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  const contact = contactOf(input.body);
  const dealerUuid = scope.dealer.uuid;
  if (!(await tryCode(ctx, { dealerUuid, contact, code: input.body.code, now }))) throw refused(contact);
  const customer = await findCustomerHolding(ctx.db, { dealerUuid, contact });
  return {
    session: issueSession({ dealerUuid, contact, now }),
    expiresInSeconds: sessionSeconds,
    customer: customer && {
      firstName: customer.firstName,
      lastName: customer.lastName,
      vehicles: customer.vehicles.map((v) => ({
        vehicleUuid: v.uuid,
        label: [v.year, v.make, v.model].filter(Boolean).join(' ') || (v.vin ?? 'Vehicle'),
      })),
    },
  };
}
