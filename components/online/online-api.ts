import type { z } from 'zod';
import type * as s from '@/server/online/online.schemas';
import type { onlineRecallsBody } from '@/server/online/online-recalls.schemas';
import type { recallsForVehicleResponse } from '@/server/recalls/recall.schemas';

export type OnlineTimes = z.output<typeof s.onlineTimesResponse>;
export type OnlineOffer = z.output<typeof s.onlineServicesResponse>;
export type OnlineService = OnlineOffer['services'][number];
export type Verified = z.output<typeof s.verifyCodeResponse>;
export type Booked = z.output<typeof s.onlineBookingResponse>;
export type TimesChoice = z.input<typeof s.onlineTimesBody>;
export type BookingRequest = z.input<typeof s.publicBookingBody>;
/** Where a code goes: a mobile number (texted) or, for a returning customer, an email. */
export type CodeContact = { phone: string } | { email: string };

/** Where the page books: the dealer's address, and its department when the dealer has several online. */
export type OnlinePlace = { dealer: string; department: string | null };
export type RecallsRequest = z.input<typeof onlineRecallsBody>;
export type OnlineRecall = z.output<typeof recallsForVehicleResponse>['recalls'][number];

/** A refused call: the message to show, and for a limit the seconds to wait. */
export class OnlineApiError extends Error {
  readonly code: string;
  readonly retryAfterSeconds: number | null;
  constructor(code: string, message: string, retryAfterSeconds: number | null) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Calls an online operation without any cookie (the page never uses an advisor's session) and
 * turns a refusal into an OnlineApiError with the service's own words.
 */
async function call<T>(place: OnlinePlace, path: string, body?: unknown): Promise<T> {
  const query = place.department ? `?department=${encodeURIComponent(place.department)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/online/book/${encodeURIComponent(place.dealer)}/${path}${query}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new OnlineApiError(
      'NETWORK_ERROR',
      'We could not reach the dealership. Check your connection and try again.',
      null,
    );
  }
  const json = (await response.json().catch(() => null)) as
    | (T & { error?: { code?: string; message?: string } })
    | null;
  if (response.ok && json) return json;
  const retry = Number(response.headers.get('retry-after'));
  throw new OnlineApiError(
    json?.error?.code ?? 'UNKNOWN_ERROR',
    json?.error?.message ?? `Something went wrong (HTTP ${response.status}). Try again.`,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

export const onlineApi = {
  times: (dealer: OnlinePlace, choice: TimesChoice) => call<OnlineTimes>(dealer, 'times', choice),
  sendCode: (dealer: OnlinePlace, contact: CodeContact) =>
    call<{ sent: true; expiresInSeconds: number }>(dealer, 'codes', contact),
  verify: (dealer: OnlinePlace, contact: CodeContact, code: string) =>
    call<Verified>(dealer, 'codes/verify', { ...contact, code }),
  book: (dealer: OnlinePlace, body: BookingRequest) => call<Booked>(dealer, 'bookings', body),
  waitlist: (
    dealer: OnlinePlace,
    body: { session: string; date: string; operationUuids?: string[]; transportOptionUuid?: string | null },
  ) => call<{ waiting: true; date: string }>(dealer, 'waitlist', body),
  recalls: (dealer: OnlinePlace, body: RecallsRequest) =>
    call<{ recalls: OnlineRecall[] }>(dealer, 'recalls', body),
};

/** "Try again in 42 minutes" for a refusal with Retry-After. */
export function retryHint(error: OnlineApiError): string {
  if (!error.retryAfterSeconds) return error.message;
  const minutes = Math.ceil(error.retryAfterSeconds / 60);
  return `${error.message} (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`;
}
