import { randomInt } from 'node:crypto';
import type { UseCaseContext } from '../core/context';
import { DomainError, RetryLaterError } from '../core/errors';
import { normalizePhone } from '../customers/normalize-phone';
import { env } from '../env';
import { newUuid } from '../ids';
import { log } from '../log';
import { textProvider } from '../messaging/providers';
import { ProviderError } from '../messaging/providers/types';
import { codeTimesForAddress, codeTimesForPhone, insertCode, lockCodeRequests } from './online-code-records';
import { hashCode } from './online-session';
import { resolveOnlineDepartment } from './resolve-online-department';
import { keepSandboxText } from './sandbox-outbox';

export const codeLifeSeconds = 10 * 60;
const hourMs = 60 * 60 * 1000;

/** Seconds until the oldest request inside the hour leaves it, when the hour already holds `limit`. */
function secondsUntilRoom(times: Date[], limit: number, now: Date): number | null {
  if (times.length < limit) return null;
  const oldest = times[times.length - limit] ?? times[0];
  return oldest ? (oldest.getTime() + hourMs - now.getTime()) / 1000 : hourMs / 1000;
}

export function phoneOf(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone)
    throw new DomainError('INVALID_COMMUNICATION_VALUE', 'Enter a mobile number that can receive texts');
  return phone;
}

/** Stores a new code (its hash) under the per-phone and per-address limits; answers the code. */
async function storeCode(ctx: UseCaseContext, input: { dealerUuid: string; phone: string; now: Date }) {
  const { phone, now } = input;
  const address = ctx.callerAddress ?? null;
  const since = new Date(now.getTime() - hourMs);
  return ctx.db.transaction(async (tx) => {
    await lockCodeRequests(tx, [phone, ...(address ? [address] : [])]);
    const forPhone = secondsUntilRoom(
      await codeTimesForPhone(tx, { phone, since }),
      env().ONLINE_CODES_PER_PHONE_PER_HOUR,
      now,
    );
    if (forPhone !== null)
      throw new RetryLaterError(
        'TOO_MANY_CODES',
        'Too many codes were sent to this number in the last hour; try again later',
        forPhone,
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
      phone,
      callerAddress: address,
      codeHash: hashCode(uuid, code),
      expiresAt: new Date(now.getTime() + codeLifeSeconds * 1000),
      createdAt: now,
    });
    return code;
  });
}

/**
 * POST /api/online/{dealer}/codes: texts a 6-digit code to the phone, valid 10 minutes. The answer
 * is the same whether or not the dealer knows the number; only the code proves it.
 */
export async function sendOnlineCode(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; body: { phone: string } },
) {
  const now = new Date();
  const scope = await resolveOnlineDepartment(ctx.db, { dealerRef: input.params.dealer });
  const phone = phoneOf(input.body.phone);
  const code = await storeCode(ctx, { dealerUuid: scope.dealer.uuid, phone, now });
  const body = `${code} is your ${scope.dealer.name} booking code. It expires in 10 minutes. Do not share it.`;
  const provider = textProvider();
  const from = scope.department.textNumber ?? scope.dealer.phoneNumber ?? '';
  try {
    await provider.send({ from, to: phone, body });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn('one-time code not sent', { requestId: ctx.requestId, code: error.code });
    throw new DomainError(
      'SERVICE_UNAVAILABLE',
      'The code could not be texted just now; try again in a minute',
    );
  }
  if (provider.name === 'sandbox')
    keepSandboxText({ dealerUuid: scope.dealer.uuid, to: phone, body, sentAt: now });
  return { sent: true as const, expiresInSeconds: codeLifeSeconds };
}
