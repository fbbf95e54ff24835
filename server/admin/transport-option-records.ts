import { and, asc, eq } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { transportOptions } from '../db/schema';

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

export async function insertTransportOption(
  tx: Tx,
  row: typeof transportOptions.$inferInsert,
): Promise<TransportOptionRow> {
  const [option] = await tx.insert(transportOptions).values(row).returning();
  if (!option) throw new Error('The transport option was not stored');
  return option;
}

export async function updateTransportOption(
  tx: Tx,
  departmentUuid: string,
  transportOptionUuid: string,
  values: { customName?: string; isValid?: boolean },
): Promise<void> {
  await tx
    .update(transportOptions)
    .set(values)
    .where(
      and(
        eq(transportOptions.uuid, transportOptionUuid),
        eq(transportOptions.departmentUuid, departmentUuid),
      ),
    );
}

export const findTransportOptionsOfDepartment = (tx: Tx, departmentUuid: string) =>
  tx
    .select()
    .from(transportOptions)
    .where(eq(transportOptions.departmentUuid, departmentUuid))
    .orderBy(asc(transportOptions.customName), asc(transportOptions.uuid));
