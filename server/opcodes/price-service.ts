/*
 * What a service costs and how long it takes, one way for the booking wizard's quote, availability
 * and the lines stored on a visit. Pure (no I/O), so the browser quotes with the same function.
 */

/** A price or time as the catalog keeps it: the line's own, else its opcode's. */
export type PricedLine = { price: string | null; durationMinutes: number | null };

/** A service as priced: one opcode, or a menu with its lines in order. */
export type PriceableService =
  | { kind: 'opcode'; opcode: { totalPrice: string | null; durationMinutes: number | null } }
  | {
      kind: 'menu';
      menu: { totalPrice: string | null; durationMinutes: number | null; lines: PricedLine[] };
    };

/**
 * The service's quote (cents, minutes; null when unknown) and the lines a visit stores for it,
 * whose prices and minutes add up to the quote exactly.
 */
export type ServicePrice = { cents: number | null; minutes: number | null; lines: PricedLine[] };

/** "79.95" (or "$1,079.95") as 7995 cents, without floating point; null for no price. */
export function moneyToCents(value: string | null | undefined): number | null {
  const match = value?.replace(/[$,\s]/g, '').match(/^(\d+)(?:\.(\d{1,2}))?$/);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 10995 cents as "109.95", the catalog's and the visit's way of writing a price. */
export const centsToMoney = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const sumKnown = (values: Array<number | null>): number | null =>
  values.some((v) => v !== null) ? values.reduce<number>((sum, v) => sum + (v ?? 0), 0) : null;

/**
 * `total` split over parts in proportion to their weights, in whole units that add up to `total`
 * exactly (largest remainders first); equal parts when every weight is zero.
 */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const shares = weights.map((w) => (sum === 0 ? total / weights.length : (total * w) / sum));
  const whole = shares.map(Math.floor);
  let left = total - whole.reduce((a, w) => a + w, 0);
  const order = shares.map((s, i) => ({ i, rest: s - Math.floor(s) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    whole[i] = (whole[i] as number) + 1;
    left -= 1;
  }
  return whole;
}

/**
 * The price and time of an opcode, or of a menu: the menu's own package price and time when the
 * catalog sets them (else the sum of its lines), spread over its lines in proportion to the lines'
 * own prices and times so that the visit's lines add up to what was quoted.
 */
export function priceService(service: PriceableService): ServicePrice {
  if (service.kind === 'opcode') {
    const { totalPrice, durationMinutes } = service.opcode;
    const cents = moneyToCents(totalPrice);
    return {
      cents,
      minutes: durationMinutes,
      lines: [{ price: cents === null ? null : centsToMoney(cents), durationMinutes }],
    };
  }
  const { menu } = service;
  const lineCents = menu.lines.map((l) => moneyToCents(l.price));
  const cents = moneyToCents(menu.totalPrice) ?? sumKnown(lineCents);
  const minutes = menu.durationMinutes ?? sumKnown(menu.lines.map((l) => l.durationMinutes));
  if (menu.lines.length === 0) return { cents, minutes, lines: [] };
  const prices =
    cents === null
      ? null
      : spread(
          cents,
          lineCents.map((c) => c ?? 0),
        );
  const times =
    minutes === null
      ? null
      : spread(
          minutes,
          menu.lines.map((l) => l.durationMinutes ?? 0),
        );
  return {
    cents,
    minutes,
    lines: menu.lines.map((_, i) => ({
      price: prices ? centsToMoney(prices[i] as number) : null,
      durationMinutes: times ? (times[i] as number) : null,
    })),
  };
}

type CatalogPrice = { totalPrice: string | null; durationMinutes: number | null };

/** A stored menu as priced: each line's own price and time, else those of the opcode it books. */
export function priceableMenu(
  menu: CatalogPrice,
  items: ReadonlyArray<{
    item: { price: string | null; durationMinutes: number | null };
    opcode: CatalogPrice | null;
  }>,
): PriceableService {
  return {
    kind: 'menu',
    menu: {
      totalPrice: menu.totalPrice,
      durationMinutes: menu.durationMinutes,
      lines: items.map(({ item, opcode }) => ({
        price: item.price ?? opcode?.totalPrice ?? null,
        durationMinutes: item.durationMinutes ?? opcode?.durationMinutes ?? null,
      })),
    },
  };
}
