import { and, eq } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { dealerAssociates, type Team, teams, transportOptions } from '../db/schema';

export const teamOf = (t: Team) => ({ teamUuid: t.uuid, name: t.name, retired: !t.isValid });

export async function findTeamOfDepartment(tx: Tx, departmentUuid: string, teamUuid: string): Promise<Team> {
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.uuid, teamUuid), eq(teams.departmentUuid, departmentUuid)))
    .for('update');
  if (!team) throw new DomainError('TEAM_NOT_FOUND', `The department has no team ${teamUuid}`);
  return team;
}

export async function requireDealerAssociateOfDepartment(
  tx: Tx,
  departmentUuid: string,
  dealerAssociateUuid: string,
): Promise<void> {
  const [da] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.uuid, dealerAssociateUuid),
        eq(dealerAssociates.departmentUuid, departmentUuid),
      ),
    );
  if (!da)
    throw new DomainError(
      'DEALER_ASSOCIATE_NOT_FOUND',
      `The department has no dealer associate ${dealerAssociateUuid}`,
    );
}

type TransportOptionRow = typeof transportOptions.$inferSelect;

export const transportOptionOf = (t: TransportOptionRow) => ({
  transportOptionUuid: t.uuid,
  optionName: t.optionName,
  customName: t.customName,
  isPickupAndDelivery: t.isPickupAndDelivery,
  retired: !t.isValid,
});

export async function findTransportOptionOfDepartment(
  tx: Tx,
  departmentUuid: string,
  transportOptionUuid: string,
): Promise<TransportOptionRow> {
  const [option] = await tx
    .select()
    .from(transportOptions)
    .where(
      and(
        eq(transportOptions.uuid, transportOptionUuid),
        eq(transportOptions.departmentUuid, departmentUuid),
      ),
    )
    .for('update');
  if (!option)
    throw new DomainError(
      'TRANSPORT_OPTION_NOT_FOUND',
      `The department has no transport option ${transportOptionUuid}`,
    );
  return option;
}
