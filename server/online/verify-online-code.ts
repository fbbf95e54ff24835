import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { countCodeTry, findLiveCode, markCodeUsed } from './online-code-records';
import { findCustomerByPhone } from './online-customer-records';
import { hashCode, issueSession, sameHash, sessionSeconds } from './online-session';
import { resolveOnlineDepartment } from './resolve-online-department';
import { phoneOf } from './send-online-code';

/** Tries one code allows; the next is refused even when right. */
export const maxCodeTries = 5;

const refused = () =>
  new DomainError(
    'INVALID_CODE',
    'That code is not right, or has expired; check the text or ask for a new code',
  );

/** Counts the try and answers whether the code matched (a try over the limit never matches). */
async function tryCode(
  ctx: UseCaseContext,
  input: { dealerUuid: string; phone: string; code: string; now: Date },
) {
  const { dealerUuid, now } = input;
  const live = await findLiveCode(ctx.db, { dealerUuid, phone: input.phone, now });
  if (!live) return false;
  const tries = await countCodeTry(ctx.db, { uuid: live.uuid, dealerUuid, maxTries: maxCodeTries });
  if (tries === null || !sameHash(live.codeHash, hashCode(live.uuid, input.code))) return false;
  await markCodeUsed(ctx.db, { uuid: live.uuid, dealerUuid, now });
  return true;
}

/**
 * POST /api/online/{dealer}/codes/verify: the code texted to the phone, at most 5 tries. Right: a
 * short-lived signed session for the next steps, and, now that the phone is proven, the
 * customer's name and vehicles when the dealer knows the number.
 */
export async function verifyOnlineCode(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; body: { phone: string; code: string } },
) {
  const now = new Date();
  const scope = await resolveOnlineDepartment(ctx.db, { dealerRef: input.params.dealer });
  const phone = phoneOf(input.body.phone);
  const dealerUuid = scope.dealer.uuid;
  if (!(await tryCode(ctx, { dealerUuid, phone, code: input.body.code, now }))) throw refused();
  const customer = await findCustomerByPhone(ctx.db, { dealerUuid, phone });
  return {
    session: issueSession({ dealerUuid, phone, now }),
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
