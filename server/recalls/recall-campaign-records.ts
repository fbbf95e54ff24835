import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { departments, opcodes, recallCampaigns } from '../db/schema';

const campaignColumns = {
  uuid: recallCampaigns.uuid,
  dealerUuid: recallCampaigns.dealerUuid,
  departmentUuid: recallCampaigns.departmentUuid,
  oemRecallId: recallCampaigns.oemRecallId,
  title: recallCampaigns.title,
  description: recallCampaigns.description,
  operationUuid: recallCampaigns.operationUuid,
  vins: recallCampaigns.vins,
  make: recallCampaigns.make,
  model: recallCampaigns.model,
  yearFrom: recallCampaigns.yearFrom,
  yearTo: recallCampaigns.yearTo,
  closedAt: recallCampaigns.closedAt,
  createdAt: recallCampaigns.createdAt,
  laborOpCode: opcodes.laborOpCode,
  opCodeName: opcodes.opCodeName,
  durationMinutes: opcodes.durationMinutes,
};

/** A campaign with its repair opcode's code, name and duration. */
export type CampaignRecord = {
  uuid: string;
  dealerUuid: string;
  departmentUuid: string;
  oemRecallId: string;
  title: string;
  description: string | null;
  operationUuid: string;
  vins: string[];
  make: string | null;
  model: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  closedAt: Date | null;
  createdAt: Date;
  laborOpCode: string;
  opCodeName: string | null;
  durationMinutes: number | null;
};

function campaignsWhere(tx: Tx, where: SQL | undefined): Promise<CampaignRecord[]> {
  return tx
    .select(campaignColumns)
    .from(recallCampaigns)
    .innerJoin(opcodes, eq(opcodes.uuid, recallCampaigns.operationUuid))
    .where(where)
    .orderBy(asc(recallCampaigns.createdAt), asc(recallCampaigns.uuid));
}

/** Every campaign of the dealer, open and closed, oldest first. */
export function findDealerCampaigns(tx: Tx, dealerUuid: string): Promise<CampaignRecord[]> {
  return campaignsWhere(tx, eq(recallCampaigns.dealerUuid, dealerUuid));
}

export async function findDealerCampaign(
  tx: Tx,
  filter: { dealerUuid: string; campaignUuid: string },
): Promise<CampaignRecord | undefined> {
  const [found] = await campaignsWhere(
    tx,
    and(eq(recallCampaigns.dealerUuid, filter.dealerUuid), eq(recallCampaigns.uuid, filter.campaignUuid)),
  );
  return found;
}

/**
 * The dealer's open campaigns covering a vehicle: its VIN is listed, or its make and model match
 * (without case) and its model year is in the range (a range needs the year to be known). Only
 * campaigns whose repair opcode is still valid; of one department when it is named.
 */
export function findOpenCampaignsForVehicle(
  tx: Tx,
  input: {
    dealerUuid: string;
    departmentUuid: string | null;
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
  },
): Promise<CampaignRecord[]> {
  const c = recallCampaigns;
  const byVin = input.vin ? sql`${input.vin} = any(${c.vins})` : sql`false`;
  const byModel =
    input.make && input.model
      ? sql`(lower(${c.make}) = lower(${input.make}) and lower(${c.model}) = lower(${input.model})
          and (${c.yearFrom} is null or ${c.yearFrom} <= ${input.year ?? null}::int)
          and (${c.yearTo} is null or ${c.yearTo} >= ${input.year ?? null}::int)
          and (${input.year ?? null}::int is not null or (${c.yearFrom} is null and ${c.yearTo} is null)))`
      : sql`false`;
  return campaignsWhere(
    tx,
    and(
      eq(c.dealerUuid, input.dealerUuid),
      input.departmentUuid ? eq(c.departmentUuid, input.departmentUuid) : undefined,
      isNull(c.closedAt),
      eq(opcodes.isValid, true),
      sql`(${byVin} or ${byModel})`,
    ),
  );
}

export async function insertCampaign(
  tx: Tx,
  row: typeof recallCampaigns.$inferInsert,
): Promise<{ uuid: string } | undefined> {
  const [inserted] = await tx
    .insert(recallCampaigns)
    .values(row)
    .onConflictDoNothing()
    .returning({ uuid: recallCampaigns.uuid });
  return inserted;
}

/** Closes an open campaign of the dealer; undefined when it has none open with that uuid. */
export async function closeCampaign(
  tx: Tx,
  input: { dealerUuid: string; campaignUuid: string; now: Date },
): Promise<{ uuid: string } | undefined> {
  const [closed] = await tx
    .update(recallCampaigns)
    .set({ closedAt: input.now })
    .where(
      and(
        eq(recallCampaigns.dealerUuid, input.dealerUuid),
        eq(recallCampaigns.uuid, input.campaignUuid),
        isNull(recallCampaigns.closedAt),
      ),
    )
    .returning({ uuid: recallCampaigns.uuid });
  return closed;
}

/** The dealer's opcodes that carry a recallId (the repairs a campaign may name), by labor code. */
export function findRepairOpcodes(tx: Tx, dealerUuid: string) {
  return tx
    .select({
      operationUuid: opcodes.uuid,
      departmentUuid: opcodes.departmentUuid,
      laborOpCode: opcodes.laborOpCode,
      opCodeName: opcodes.opCodeName,
      recallId: sql<string>`${opcodes.recallId}`,
    })
    .from(opcodes)
    .innerJoin(departments, eq(departments.uuid, opcodes.departmentUuid))
    .where(
      and(eq(departments.dealerUuid, dealerUuid), isNotNull(opcodes.recallId), eq(opcodes.isValid, true)),
    )
    .orderBy(asc(opcodes.laborOpCode));
}

/** The repair opcodes of a department's open campaigns named by OEM recall id (without case). */
export async function findOpenCampaignRepairs(
  tx: Tx,
  input: { departmentUuid: string; oemRecallIds: string[] },
): Promise<string[]> {
  const rows = await tx
    .select({ operationUuid: recallCampaigns.operationUuid })
    .from(recallCampaigns)
    .where(
      and(
        eq(recallCampaigns.departmentUuid, input.departmentUuid),
        isNull(recallCampaigns.closedAt),
        inArray(
          sql`lower(${recallCampaigns.oemRecallId})`,
          input.oemRecallIds.map((id) => id.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.operationUuid);
}
