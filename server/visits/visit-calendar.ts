import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { type Database, db } from '../db/client';
import { appointmentCalendarUid } from '../ids';
import { instantToWallClock } from '../time/wall-clock';
import { isVisitToken } from '../visit-links/visit-token';
import { noticeMinutesOf } from './get-visit';
import { selectVisitByToken } from './visit-records';
import { visitStateAt } from './visit-state';

/**
 * The visit as an iCalendar file for "Add to calendar": the UID is the one the emailed invites
 * use (one per appointment, kept through every change), so a calendar moves the event it has
 * instead of adding a second; SEQUENCE rises with the appointment's version. Null for an unknown
 * or expired link.
 */
export async function visitCalendar(token: string, database: Database = db(), now = new Date()) {
  if (!isVisitToken(token)) return null;
  const row = await selectVisitByToken(database, token);
  if (!row) return null;
  const state = visitStateAt({ ...row, noticeMinutes: noticeMinutesOf(row) }, now);
  if (state.expired) return null;
  const calendar = ical({
    prodId: { company: 'ServiceBay', product: 'Appointments' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const location = [row.addressLine1, row.city, row.state].filter(Boolean).join(', ');
  const phone = row.departmentPhone ?? row.dealerPhone;
  calendar.createEvent({
    id: appointmentCalendarUid(row.appointmentUuid),
    sequence: Math.max(0, row.version - 1),
    start: instantToWallClock(row.startAt, row.timeZone),
    end: instantToWallClock(row.endAt, row.timeZone),
    timezone: row.timeZone,
    stamp: now,
    summary: `Service appointment at ${row.dealerName}`,
    description: phone ? `Questions? Call ${row.dealerName} at ${phone}.` : null,
    location: location || null,
    status: state.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { ics: calendar.toString(), filename: 'service-visit.ics' };
}
