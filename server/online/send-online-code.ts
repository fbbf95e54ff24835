import { randomInt } from 'node:crypto';
import type { UseCaseContext } from '../core/context';
import { RetryLaterError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { env } from '../env';
import { newUuid } from '../ids';
import { deliverOnlineCode } from './deliver-online-code';
import {
  codeTimesForAddress,
  codeTimesForContact,
  insertCode,
  lockCodeRequests,
} from './online-code-records';
import { addressOf, contactOf, type OnlineContact } from './online-contact';
import { hashCode } from './online-session';
import { resolveOnlineDepartment } from './resolve-online-department';

export const codeLifeSeconds = 10 * 60;
const hourMs = 60 * 60 * 1000;

/** Seconds until the oldest request inside the hour leaves it, when the hour already holds `limit`. */
function secondsUntilRoom(times: Date[], limit: number, now: Date): number | null {
  if (times.length < limit) return null;
  const oldest = times[times.length - limit] ?? times[0];
  return oldest ? (oldest.getTime() + hourMs - now.getTime()) / 1000 : hourMs / 1000;
}

/**
 * Stores a new code (its hash) under the per-contact and per-address limits; answers the code. A
 * phone and an email each have ONLINE_CODES_PER_PHONE_PER_HOUR; the caller address's limit counts
 * texted and emailed codes together.
 */
async function storeCode(
  ctx: UseCaseContext,
  input: { dealerUuid: string; contact: OnlineContact; now: Date },
) {
  const { contact, now } = input;
  const address = ctx.callerAddress ?? null;
  const since = new Date(now.getTime() - hourMs);
  return pipelinedTransaction(ctx.db, async (tx) => {
    await lockCodeRequests(tx, [addressOf(contact), ...(address ? [address] : [])]);
    const forContact = secondsUntilRoom(
      await codeTimesForContact(tx, { contact, since }),
      env().ONLINE_CODES_PER_PHONE_PER_HOUR,
      now,
    );
    if (forContact !== null)
      throw new RetryLaterError(
        'TOO_MANY_CODES',
        `Too many codes were sent to this ${contact.kind === 'phone' ? 'number' : 'email'} in the last hour; try again later`,
        forContact,
      );
    if (address) {
      const times = await codeTimesForAddress(tx, { address, since });
      const forAddress = secondsUntilRoom(times, env().ONLINE_CODES_PER_ADDRESS_PER_HOUR, now);
      if (forAddress !== null)
        throw new RetryLaterError(
          'TOO_MANY_CODES',
          'Too many codes were asked for from this network in the last hour; try again later',
          forAddress,
        );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const uuid = newUuid();
    await insertCode(tx, {
      uuid,
      dealerUuid: input.dealerUuid,
      phone: contact.kind === 'phone' ? contact.phone : null,
      email: contact.kind === 'email' ? contact.email : null,
      callerAddress: address,
      codeHash: hashCode(uuid, code),
      expiresAt: new Date(now.getTime() + codeLifeSeconds * 1000),
      createdAt: now,
    });
    return code;
  });
}

/**
 * POST /api/online/{dealer}/codes: texts a 6-digit code to the phone, or emails it to the address,
 * valid 10 minutes. The answer is the same whether or not the dealer knows the number or email;
 * only the code proves it.
 */
export async function sendOnlineCode(
  ctx: UseCaseContext,
  input: {
    params: { dealer: string };
    query: { department?: string | null };
    body: { phone?: string | null; email?: string | null };
  },
) {
  const now = new Date();
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  const contact = contactOf(input.body);
  const code = await storeCode(ctx, { dealerUuid: scope.dealer.uuid, contact, now });
  await deliverOnlineCode(scope, { contact, code, now, requestId: ctx.requestId });
  return { sent: true as const, expiresInSeconds: codeLifeSeconds };
}
