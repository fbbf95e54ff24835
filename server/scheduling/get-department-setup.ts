import { and, asc, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { dealerAssociates, roles, teamMembers, teams, users } from '../db/schema';
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

const advisorRoles = ['SA', 'SM'];

/**
 * What the schedule needs to know about the department besides its appointments: its advisors
 * with their teams, team names for the filter and opening hours for the day grid. Read on the
 * server with the page: the manage API lists team ids without names, and the columns must not wait
 * for a second round trip.
 */
export async function getDepartmentSetup(departmentUuid: string): Promise<DepartmentSetup> {
  const database = db();
  const [advisorRows, memberships, teamRows, hourRows] = await Promise.all([
    database
      .select({
        uuid: dealerAssociates.uuid,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: dealerAssociates.userName,
      })
      .from(dealerAssociates)
      .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
      .innerJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
      .where(
        and(
          eq(dealerAssociates.departmentUuid, departmentUuid),
          eq(dealerAssociates.isValid, true),
          // The Default DealerAssociate is the department's system sender, not a person.
          eq(dealerAssociates.isDefault, false),
          inArray(roles.roleAcronym, advisorRoles),
        ),
      ),
    database
      .select({ teamUuid: teamMembers.teamUuid, dealerAssociateUuid: teamMembers.dealerAssociateUuid })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.uuid, teamMembers.teamUuid))
      .where(eq(teams.departmentUuid, departmentUuid)),
    database
      .select({ teamUuid: teams.uuid, name: teams.name })
      .from(teams)
      .where(and(eq(teams.departmentUuid, departmentUuid), eq(teams.isValid, true)))
      .orderBy(asc(teams.name)),
    departmentWeekHours(database, departmentUuid),
  ]);
  const advisors = advisorRows
    .map((a) => ({
      uuid: a.uuid,
      name: `${a.firstName} ${a.lastName}`.trim() || a.userName,
      teamUuids: memberships.filter((m) => m.dealerAssociateUuid === a.uuid).map((m) => m.teamUuid),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { advisors, teams: teamRows, hours: hourRows };
}
