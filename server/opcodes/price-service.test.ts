import { describe, expect, it } from 'vitest';
import { demoOpcodes } from '../demo/demo-data';
import { demoMenus } from '../demo/seed-demo-menus';
import { centsToMoney, moneyToCents, priceableMenu, priceService } from './price-service';

/** The demo catalog's opcodes as the catalog stores them. */
const catalogOpcode = (code: string) => {
  const o = demoOpcodes.find((x) => x.code === code);
  return o ? { totalPrice: o.price, durationMinutes: o.minutes } : null;
};

/** A demo menu as the catalog stores it: lines of type OPCODE book the demo opcode of that code. */
const catalogMenu = (code: string) => {
  const m = demoMenus.find((x) => x.code === code);
  if (!m) throw new Error(`no demo menu ${code}`);
  return priceableMenu(
    { totalPrice: m.price, durationMinutes: m.minutes },
    m.lines.map((l) => ({
      item: { price: l.price ?? null, durationMinutes: l.minutes ?? null },
      opcode: (l.type ?? 'OPCODE') === 'OPCODE' ? catalogOpcode(l.code) : null,
    })),
  );
};

const sum = (values: Array<number | null>) => values.reduce<number>((a, v) => a + (v ?? 0), 0);

describe('priceService against the demo catalog', () => {
  it.each(demoOpcodes)('opcode $code costs its price and takes its minutes', (o) => {
    const priced = priceService({
      kind: 'opcode',
      opcode: { totalPrice: o.price, durationMinutes: o.minutes },
    });
    expect(priced.cents).toBe(moneyToCents(o.price));
    expect(priced.minutes).toBe(o.minutes);
    expect(priced.lines).toEqual([{ price: o.price, durationMinutes: o.minutes }]);
  });

  it.each(demoMenus)('menu $code costs its package price and time, and its lines add up to them', (m) => {
    const priced = priceService(catalogMenu(m.code));
    expect(priced.cents).toBe(moneyToCents(m.price));
    expect(priced.minutes).toBe(m.minutes);
    expect(priced.lines).toHaveLength(m.lines.length);
    expect(sum(priced.lines.map((l) => moneyToCents(l.price)))).toBe(priced.cents);
    expect(sum(priced.lines.map((l) => l.durationMinutes))).toBe(priced.minutes);
  });

  it('quotes the basic maintenance package at $109.95 for an hour, not the $119.90 of its parts', () => {
    const priced = priceService(catalogMenu('BASIC'));
    expect(priced).toEqual({
      cents: 10995,
      minutes: 60,
      // Oil 79.95, rotation 39.95 and the free inspection, scaled to the package price; the
      // three half-hour jobs to the package's hour.
      lines: [
        { price: '73.32', durationMinutes: 20 },
        { price: '36.63', durationMinutes: 20 },
        { price: '0.00', durationMinutes: 20 },
      ],
    });
  });

  it('weighs a factory menu line without an opcode by its own price ($189 over 79.95, 39.95 and 45.00)', () => {
    const priced = priceService(catalogMenu('FM15K'));
    expect(priced.lines.map((l) => l.price)).toEqual(['91.63', '45.79', '51.58', '0.00']);
  });
});

describe('priceService without package values', () => {
  it('sums the lines of a menu without its own price or time', () => {
    const priced = priceService({
      kind: 'menu',
      menu: {
        totalPrice: null,
        durationMinutes: null,
        lines: [
          { price: '10.10', durationMinutes: 15 },
          { price: null, durationMinutes: null },
        ],
      },
    });
    expect(priced).toEqual({
      cents: 1010,
      minutes: 15,
      lines: [
        { price: '10.10', durationMinutes: 15 },
        { price: '0.00', durationMinutes: 0 },
      ],
    });
  });

  it('spreads a package price evenly over lines that have none', () => {
    const priced = priceService({
      kind: 'menu',
      menu: {
        totalPrice: '100.00',
        durationMinutes: 50,
        lines: [0, 1, 2].map(() => ({ price: null, durationMinutes: null })),
      },
    });
    expect(priced.lines.map((l) => l.price)).toEqual(['33.34', '33.33', '33.33']);
    expect(priced.lines.map((l) => l.durationMinutes)).toEqual([17, 17, 16]);
  });

  it('knows nothing of a menu with no prices or times at all', () => {
    const priced = priceService({
      kind: 'menu',
      menu: { totalPrice: null, durationMinutes: null, lines: [{ price: null, durationMinutes: null }] },
    });
    expect(priced).toEqual({ cents: null, minutes: null, lines: [{ price: null, durationMinutes: null }] });
  });

  it('reads and writes money in cents', () => {
    expect(moneyToCents('$1,079.5')).toBe(107950);
    expect(moneyToCents('abc')).toBeNull();
    expect(centsToMoney(5)).toBe('0.05');
  });
});
