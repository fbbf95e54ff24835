import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { appointmentCalendarUid } from '../ids';
import { instantToWallClock } from '../time/wall-clock';
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

/**
 * The RFC 5545 invite of an appointment's confirmation, change or cancellation: REQUEST adds or
 * moves the event in the customer's calendar, CANCEL removes it (same UID, higher SEQUENCE).
 */
export function appointmentInvite(facts: AppointmentInviteFacts): CalendarInvite {
  const method = facts.event === 'CANCELLED' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'ServiceBay', product: 'Appointments' }, method });
  calendar.createEvent({
    id: appointmentCalendarUid(facts.appointmentUuid),
    sequence: Math.max(0, facts.version - 1),
    // Wall-clock strings are written as is next to TZID; a Date would be written in UTC.
    start: instantToWallClock(facts.startAt, facts.timeZone),
    end: instantToWallClock(facts.endAt, facts.timeZone),
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
