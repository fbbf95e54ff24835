import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarInvite } from './providers/types';

export type AppointmentInviteFacts = {
  event: 'CREATED' | 'UPDATED' | 'CANCELLED';
  appointmentUuid: string;
  /** The appointment's version: it rises with every change, so calendars take the latest. */
  version: number;
  startAt: Date;
  endAt: Date;
  /** The dealer's IANA zone, e.g. America/Chicago. */
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
};

/** The UID a customer's calendar keys the appointment on: the same through every change. */
export const appointmentInviteUid = (appointmentUuid: string) => `appointment-${appointmentUuid}@servicebay`;

/**
 * The instant as the dealer's wall-clock time (2026-12-01T10:00:00): ical-generator writes it as
 * is next to TZID, where a Date would be written in UTC under the dealer's TZID.
 */
export function wallClock(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The RFC 5545 invite of an appointment's confirmation, change or cancellation: REQUEST adds or
 * moves the event in the customer's calendar, CANCEL removes it (same UID, higher SEQUENCE).
 */
export function appointmentInvite(facts: AppointmentInviteFacts): CalendarInvite {
  const method = facts.event === 'CANCELLED' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'ServiceBay', product: 'Appointments' }, method });
  calendar.createEvent({
    id: appointmentInviteUid(facts.appointmentUuid),
    sequence: Math.max(0, facts.version - 1),
    start: wallClock(facts.startAt, facts.timeZone),
    end: wallClock(facts.endAt, facts.timeZone),
    timezone: facts.timeZone,
    stamp: new Date(),
    summary: facts.summary,
    description: facts.description,
    location: facts.location,
    status: facts.event === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: facts.organizer,
    attendees: [{ name: facts.attendee.name ?? undefined, email: facts.attendee.email, rsvp: false }],
  });
  return { method: method === ICalCalendarMethod.CANCEL ? 'CANCEL' : 'REQUEST', ics: calendar.toString() };
}
