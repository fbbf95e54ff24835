import type { Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { findOpcodesForServiceItems } from '../opcodes/opcode-records';
import type { ServiceItemInput } from './appointment.schemas';

export type ServiceLine = {
  sortOrder: number;
  title: string | null;
  laborOpCode: string | null;
  description: string | null;
  opCodeName: string | null;
  operationType: string;
  operationUuid: string | null;
  menuUuid: string | null;
  parentTitle: string | null;
  parentOpcodeUuid: string | null;
  price: string | null;
  laborTotal: string | null;
  partsTotal: string | null;
  shopFees: string | null;
  taxes: string | null;
  payType: string | null;
  recallId: string | null;
  isCustomConcern: boolean;
  durationMinutes: number | null;
};

/** An appointment's service lines, and warnings of opcodes the department does not have. */
export type BuiltServiceLines = { lines: ServiceLine[]; warnings: Warning[] };

const money = (value: string | null | undefined): string | null => {
  if (value == null || value.trim() === '') return null;
  const n = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n.toFixed(2) : null;
};
const minutes = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return value != null && value !== '' && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * Service items as stored lines. An item naming an opcode by operationUuid or title (labor code)
 * is completed from the department's catalog; what the request sends explicitly wins.
 */
export async function buildServiceLines(
  tx: Tx,
  input: { departmentUuid: string; items: ServiceItemInput[] },
): Promise<BuiltServiceLines> {
  // A title may also carry an opcode uuid (drafts list opcodes by code or uuid).
  const uuids = input.items.flatMap((i) => [i.operationUuid, i.title].filter((v): v is string => Boolean(v)));
  const codes = input.items.flatMap((i) => {
    const code = i.laborOpCode ?? i.title;
    return code && !i.isCustomConcern ? [code] : [];
  });
  const catalog = await findOpcodesForServiceItems(tx, {
    departmentUuid: input.departmentUuid,
    operationUuids: uuids,
    laborOpCodes: codes,
  });
  const warnings: Warning[] = [];
  const lines = input.items.map((item, index): ServiceLine => {
    const code = (item.laborOpCode ?? item.title)?.toLowerCase();
    const stored =
      catalog.find((o) => o.uuid === (item.operationUuid ?? item.title)) ??
      (code && !item.isCustomConcern ? catalog.find((o) => o.laborOpCode.toLowerCase() === code) : undefined);
    if (item.operationUuid && !stored) {
      warnings.push({
        warningCode: 'OPCODE_NOT_FOUND',
        warningDescription: `No opcode ${item.operationUuid} in this department; the item was kept as sent`,
      });
    }
    const sortOrder = minutes(item.sortOrder) ?? index + 1;
    return {
      sortOrder,
      title:
        (stored && item.title === stored.uuid ? stored.laborOpCode : item.title) ??
        stored?.laborOpCode ??
        null,
      laborOpCode: item.laborOpCode ?? stored?.laborOpCode ?? null,
      description: item.description ?? stored?.description ?? null,
      opCodeName: item.opCodeName ?? stored?.opCodeName ?? null,
      operationType: item.operationType ?? 'OPCODE',
      operationUuid: item.operationUuid ?? stored?.uuid ?? null,
      menuUuid: item.menuUuid ?? null,
      parentTitle: item.parentTitle ?? null,
      parentOpcodeUuid: item.parentOpcodeUuid ?? null,
      price: money(item.price) ?? stored?.totalPrice ?? null,
      laborTotal: money(item.laborTotal) ?? stored?.laborPrice ?? null,
      partsTotal: money(item.partsTotal) ?? stored?.partsPrice ?? null,
      shopFees: money(item.shopFees),
      taxes: money(item.taxes) ?? stored?.taxAmount ?? null,
      payType: item.payType ?? stored?.payType ?? null,
      recallId: item.recallID ?? stored?.recallId ?? null,
      isCustomConcern: item.isCustomConcern ?? false,
      durationMinutes: minutes(item.durationInMins) ?? stored?.durationMinutes ?? null,
    };
  });
  return { lines, warnings };
}
