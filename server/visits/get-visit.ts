import { type Database, db } from '../db/client';
import { minimumNoticeOf } from '../scheduling/rules';
import { formatAppointmentTime } from '../time/format-appointment-time';
import { instantToWallClock } from '../time/wall-clock';
import { isVisitToken } from '../visit-links/visit-token';
import {
  selectOnlineBookingDepartments,
  selectVisitByToken,
  selectVisitServices,
  type VisitRow,
} from './visit-records';
import { type VisitState, visitStateAt } from './visit-state';

export type VisitView = {
  dealerName: string;
  address: string | null;
  phone: string | null;
  timeZone: string;
  /** "Tuesday, March 4 at 9:30 AM CST": the start in the dealer's zone, named. */
  when: string;
  /** Wall-clock start and end in the dealer's zone (yyyy-MM-ddTHH:mm:ss). */
  start: string;
  end: string;
  status: string;
  customerFirstName: string | null;
  vehicle: string | null;
  advisor: string | null;
  transport: string | null;
  services: { name: string; price: string | null }[];
  /** The sum of the priced services in dollars, null when none has a price. */
  estimate: string | null;
  noticeMinutes: number;
  state: VisitState;
  /** A cancelled visit's way forward: the dealer's online booking page, null when nothing books online. */
  bookAgainPath: string | null;
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const noticeMinutesOf = (row: Pick<VisitRow, 'rules'>) => minimumNoticeOf(row.rules);

function estimateOf(services: { price: string | null }[]): string | null {
  const priced = services.filter((s) => s.price !== null && s.price !== '');
  if (priced.length === 0) return null;
  const cents = priced.reduce((sum, s) => sum + Math.round(Number(s.price) * 100 || 0), 0);
  return dollars.format(cents / 100);
}

/**
 * The dealer's online booking page (by its short name when set). With several departments online,
 * the visit's own department, when it is one of them, opens at once instead of the choice.
 */
async function bookAgainPathOf(database: Database, row: VisitRow): Promise<string | null> {
  const online = await selectOnlineBookingDepartments(database, row.dealerUuid);
  const [first] = online;
  if (!first) return null;
  const page = `/book-online/${encodeURIComponent(first.shortName ?? row.dealerUuid)}`;
  const own = online.length > 1 && online.some((d) => d.departmentUuid === row.departmentUuid);
  return own ? `${page}?department=${encodeURIComponent(row.departmentUuid)}` : page;
}

/** The visit as its link shows it, or null when the token is unknown or the link has expired. */
export async function getVisit(
  token: string,
  database: Database = db(),
  now = new Date(),
): Promise<VisitView | null> {
  if (!isVisitToken(token)) return null;
  const row = await selectVisitByToken(database, token);
  if (!row) return null;
  const noticeMinutes = noticeMinutesOf(row);
  const state = visitStateAt({ ...row, noticeMinutes }, now);
  if (state.expired) return null;
  const [lines, bookAgainPath] = await Promise.all([
    selectVisitServices(database, row.appointmentUuid),
    state.cancelled ? bookAgainPathOf(database, row) : null,
  ]);
  const services = lines.map((l) => ({
    name: l.opCodeName ?? l.title ?? l.description ?? 'Service',
    price: l.price ? dollars.format(Number(l.price)) : null,
  }));
  const address = [row.addressLine1, row.city, [row.state, row.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    dealerName: row.dealerName,
    address: address || null,
    phone: row.departmentPhone ?? row.dealerPhone,
    timeZone: row.timeZone,
    when: formatAppointmentTime(row.startAt, row.timeZone),
    start: instantToWallClock(row.startAt, row.timeZone),
    end: instantToWallClock(row.endAt, row.timeZone),
    status: row.status,
    customerFirstName: row.customerFirstName,
    vehicle: [row.vehicleYear, row.vehicleMake, row.vehicleModel].filter(Boolean).join(' ') || null,
    advisor: row.advisorFirst ? `${row.advisorFirst} ${row.advisorLast ?? ''}`.trim() : null,
    transport: row.transportName,
    services,
    estimate: estimateOf(lines),
    noticeMinutes,
    state,
    bookAgainPath,
  };
}
