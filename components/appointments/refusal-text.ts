import { dayLabel } from '@/components/schedule/schedule-model';
import { formatWallTime, type TimeFormat } from '@/components/ui/clock';

/*
 * The server's refusals of a booking or a move, in the advisor's words. The wire carries codes and
 * descriptions written for partners ("2026-11-20T09:00:00 (America/Chicago) is in the past"); the
 * pages say the same with the request's own values and dates as the rest of the app shows them.
 * Shared by every place that books or moves a visit (booking wizard, reschedule picker, schedule).
 */

export type Refusal = { code: string; message: string; warnings?: Array<{ warningDescription: string }> };
/** What the advisor asked for: the new start as wall clock `yyyy-MM-ddTHH:mm(:ss)`. */
/** What was asked: the wall-clock start, its advisor, and the dealership's time format for the words. */
export type RefusedRequest = { start: string; advisorName?: string | null; format?: TimeFormat };
export type RefusalText = { title: string; reasons: string[] };

/**
 * "Friday, November 20, 2026 at 09:00" for a wall-clock `yyyy-MM-ddTHH:mm(:ss)`; "… at 9:00 AM" in
 * the dealership's 12-hour format when given.
 */
export const wallClockLabel = (wallClock: string, format?: TimeFormat): string =>
  `${dayLabel(wallClock.slice(0, 10))} at ${format ? formatWallTime(wallClock, format) : wallClock.slice(11, 16)}`;

const isoDateTime = /(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2})?(?: \([A-Za-z_]+(?:\/[A-Za-z_+-]+)*\))?/g;
const isoDate = /\b(\d{4}-\d{2}-\d{2})\b/g;
const seconds = /\b(\d{2}:\d{2}):00\b/g;

/** A server description with its ISO dates and times as the app writes them. */
export function readableText(text: string): string {
  return text
    .replace(isoDateTime, (_, date: string, time: string) => `${dayLabel(date)} at ${time}`)
    .replace(isoDate, (_, date: string) => dayLabel(date))
    .replace(seconds, '$1');
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

type Asked = { at: string; day: string; time: string; advisorName: string | null };
type Words = (asked: Asked, refusal: Refusal) => string;

const titles: Record<string, Words> = {
  PAST_DATE: ({ at }) => `${at} is in the past.`,
  SLOT_UNAVAILABLE: ({ at }) => `${at} can no longer be booked.`,
  NO_SA_AVAILABLE: ({ at, advisorName }) =>
    advisorName ? `${advisorName} is not free on ${at}.` : `No advisor is free on ${at}.`,
  TRANSPORT_OPTION_UNAVAILABLE: ({ at }) => `The chosen transport option is fully booked on ${at}.`,
  APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS: ({ day }) => `The shop is fully booked on ${day}.`,
  NO_TIME_INTERVAL_EXISTS: ({ day, time }, refusal) =>
    /closed/i.test(refusal.message)
      ? `The department is closed on ${day}.`
      : `${time} is not one of the department's bookable times on ${day}.`,
  DUPLICATE_APPOINTMENT_FOUND: ({ day }) => `The customer already has a visit for this vehicle on ${day}.`,
  MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER: () =>
    'The customer already has as many upcoming visits as allowed.',
  APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED: () =>
    'This visit is linked to a repair order and can no longer be moved.',
  INCORRECT_APPOINTMENT_STATUS: () => 'This visit can no longer be changed in its current status.',
  UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK: () =>
    'Someone else is changing this visit right now. Try again in a moment.',
  SCHEDULING_RULES_CHANGED: () => 'The scheduling rules changed meanwhile. Pick the time again.',
};

/**
 * The refusal as a title naming what was asked ("Friday, November 20, 2026 at 09:00 is in the
 * past.") and the rule reasons behind it; unknown codes keep the server's description, made readable.
 */
export function refusalText(refusal: Refusal, request: RefusedRequest): RefusalText {
  const reasons = [
    ...new Set((refusal.warnings ?? []).map((w) => sentence(readableText(w.warningDescription)))),
  ];
  const words = titles[refusal.code];
  if (!words) return { title: sentence(readableText(refusal.message)), reasons };
  const asked: Asked = {
    at: wallClockLabel(request.start, request.format),
    day: dayLabel(request.start.slice(0, 10)),
    time: request.format ? formatWallTime(request.start, request.format) : request.start.slice(11, 16),
    advisorName: request.advisorName ?? null,
  };
  return { title: words(asked, refusal), reasons };
}
