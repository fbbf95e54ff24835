import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { POST as codesRoute } from '@/app/api/online/book/[dealer]/codes/route';
import { POST as verifyRoute } from '@/app/api/online/book/[dealer]/codes/verify/route';
import { peerAddressHeader } from '../../server/auth/client-address';
import { sandboxTextsTo } from '../../server/online/sandbox-outbox';
import { callRoute } from '../call-route';

type Body = Record<string, unknown>;
type Dealer = { dealerUuid: string };

/** A Chicago number of its own per call (1 in millions); never one of the sandbox's failure endings. */
export const freshPhone = () => `+1312${randomInt(200, 999)}${randomInt(3000, 9999)}`;
/** A caller address of its own per call, so runs within the hour never share a limit. */
export const freshAddress = () => `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;

/** Asks the online booking page's route to text a code to the phone. */
export function sendCode(dealer: Dealer, phone: string, address = freshAddress()) {
  return callRoute<Body>(codesRoute, {
    path: '/x',
    params: { dealer: dealer.dealerUuid },
    body: { phone },
    headers: { [peerAddressHeader]: address },
  });
}

export function verifyCode(dealer: Dealer, phone: string, code: string) {
  return callRoute<Body>(verifyRoute, {
    path: '/x',
    params: { dealer: dealer.dealerUuid },
    body: { phone, code },
  });
}

/** The code the sandbox text provider took for the phone (the latest). */
export function textedCode(dealer: Dealer, phone: string): string {
  const [text] = sandboxTextsTo({ dealerUuid: dealer.dealerUuid, to: phone, now: new Date() });
  const code = text?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** A phone proven by its code: the session the online booking page books with. */
export async function provenSession(dealer: Dealer, phone = freshPhone()): Promise<string> {
  const sent = await sendCode(dealer, phone);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await verifyCode(dealer, phone, textedCode(dealer, phone));
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.session as string;
}
