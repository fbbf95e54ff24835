import type { Warning } from '../core/errors';
import { allInOrderNamed } from '../db/all-in-order';
import type { Tx } from '../db/client';
import { findMenuItems } from '../opcodes/menu-records';
import { findOpcodesForServiceItems } from '../opcodes/opcode-records';
import { type PricedLine, priceableMenu, priceService } from '../opcodes/price-service';
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

/** A menu line's share of its menu's price and time, found by the opcode or labor code it books. */
type MenuShares = Map<string, { codes: string[]; opcodeUuids: Array<string | null>; lines: PricedLine[] }>;

/** The menus the items name, each with its lines priced as the menu was quoted (priceService). */
async function menuSharesOf(
  tx: Tx,
  input: { departmentUuid: string; items: ServiceItemInput[] },
): Promise<MenuShares> {
  const menuUuids = input.items.flatMap((i) => (i.menuUuid ? [i.menuUuid] : []));
  const menus = await findMenuItems(tx, { departmentUuid: input.departmentUuid, menuUuids });
  return new Map(
    menus.map(({ menu, items }) => [
      menu.uuid,
      {
        codes: items.map(({ item }) => item.laborOpCode.toLowerCase()),
        opcodeUuids: items.map(({ opcode }) => opcode?.uuid ?? null),
        lines: priceService(priceableMenu(menu, items)).lines,
      },
    ]),
  );
}

function shareOf(shares: MenuShares, item: ServiceItemInput, opcodeUuid: string | undefined) {
  const menu = item.menuUuid ? shares.get(item.menuUuid) : undefined;
  if (!menu) return undefined;
  const code = (item.laborOpCode ?? item.title)?.toLowerCase();
  let i = opcodeUuid ? menu.opcodeUuids.indexOf(opcodeUuid) : -1;
  if (i < 0 && code) i = menu.codes.indexOf(code);
  return menu.lines[i];
}

type StoredOpcode = Awaited<ReturnType<typeof findOpcodesForServiceItems>>[number];

/**
 * One item as a stored line: what the request sends wins; then, for a line of a menu, its share of
 * the menu's price and time; then the opcode's own catalog values.
 */
function lineOf(
  item: ServiceItemInput,
  index: number,
  stored: StoredOpcode | undefined,
  share: PricedLine | undefined,
): ServiceLine {
  // A menu's package price does not split into labor, parts and tax.
  const own = share ? undefined : stored;
  return {
    sortOrder: minutes(item.sortOrder) ?? index + 1,
    title:
      (stored && item.title === stored.uuid ? stored.laborOpCode : item.title) ?? stored?.laborOpCode ?? null,
    laborOpCode: item.laborOpCode ?? stored?.laborOpCode ?? null,
    description: item.description ?? stored?.description ?? null,
    opCodeName: item.opCodeName ?? stored?.opCodeName ?? null,
    operationType: item.operationType ?? 'OPCODE',
    operationUuid: item.operationUuid ?? stored?.uuid ?? null,
    menuUuid: item.menuUuid ?? null,
    parentTitle: item.parentTitle ?? null,
    parentOpcodeUuid: item.parentOpcodeUuid ?? null,
    price: money(item.price) ?? share?.price ?? stored?.totalPrice ?? null,
    laborTotal: money(item.laborTotal) ?? own?.laborPrice ?? null,
    partsTotal: money(item.partsTotal) ?? own?.partsPrice ?? null,
    shopFees: money(item.shopFees),
    taxes: money(item.taxes) ?? own?.taxAmount ?? null,
    payType: item.payType ?? stored?.payType ?? null,
    recallId: item.recallID ?? stored?.recallId ?? null,
    isCustomConcern: item.isCustomConcern ?? false,
    durationMinutes:
      minutes(item.durationInMins) ?? share?.durationMinutes ?? stored?.durationMinutes ?? null,
  };
}

/**
 * Service items as stored lines. An item naming an opcode by operationUuid or title (labor code)
 * is completed from the department's catalog; a line of a menu (menuUuid) gets its share of the
 * menu's quoted price and time, so the visit costs and lasts what the menu was quoted at. What the
 * request sends explicitly wins.
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
  const { catalog, shares } = await allInOrderNamed({
    catalog: () =>
      findOpcodesForServiceItems(tx, {
        departmentUuid: input.departmentUuid,
        operationUuids: uuids,
        laborOpCodes: codes,
      }),
    shares: () => menuSharesOf(tx, input),
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
    return lineOf(item, index, stored, shareOf(shares, item, item.operationUuid ?? stored?.uuid));
  });
  return { lines, warnings };
}
