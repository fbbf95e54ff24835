import { db } from '../db/client';
import { displayNameOf } from '../users/dealer-associate-records';
import {
  selectDepartmentTeamMemberships,
  selectDepartmentTeams,
  selectScheduleAdvisors,
} from './advisor-records';
import { departmentWeekHours, type WeekdayHours } from './hours-records';

/** An advisor as the schedule shows one: a column with the teams the advisor belongs to. */
export type ScheduleAdvisor = { uuid: string; name: string; teamUuids: string[] };

export type DepartmentSetup = {
  /** Service advisors and managers (roles SA, SM): one schedule column each. */
  advisors: ScheduleAdvisor[];
  teams: Array<{ teamUuid: string; name: string }>;
  /** Opening hours by weekday (0 = Sunday); a weekday missing is closed. */
  hours: WeekdayHours[];
};

/**
 * What the schedule needs to know about the department besides its appointments: its advisors
 * with their teams, team names for the filter and opening hours for the day grid. Read on the
 * server with the page: the manage API lists team ids without names, and the columns must not wait
 * for a second round trip.
 */
export async function getDepartmentSetup(departmentUuid: string): Promise<DepartmentSetup> {
  const database = db();
  const [advisorRows, memberships, teamRows, hourRows] = await Promise.all([
    selectScheduleAdvisors(database, departmentUuid),
    selectDepartmentTeamMemberships(database, departmentUuid),
    selectDepartmentTeams(database, departmentUuid),
    departmentWeekHours(database, departmentUuid),
  ]);
  const advisors = advisorRows
    .map((a) => ({
      uuid: a.uuid,
      name: displayNameOf(a) || a.userName,
      teamUuids: memberships.filter((m) => m.dealerAssociateUuid === a.uuid).map((m) => m.teamUuid),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { advisors, teams: teamRows, hours: hourRows };
}
