import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '../db/client';
import { paymentInvoices } from '../db/schema';
import { effectiveStatus } from '../payments/payment-link-records';
import { demoDealers, demoIds } from './demo-data';
import { seedDemo } from './seed-demo';

describe('demo payment links', () => {
  it('are seeded once per dealer, one in each of the open, paid and expired states', async () => {
    const departmentUuid = demoIds.department(demoDealers[0]?.key ?? '');
    const links = () =>
      db().select().from(paymentInvoices).where(eq(paymentInvoices.departmentUuid, departmentUuid));
    await seedDemo(db());
    const first = await links();
    await seedDemo(db());
    const second = await links();
    expect(second.map((l) => [l.uuid, l.token]).sort()).toEqual(first.map((l) => [l.uuid, l.token]).sort());
    const now = new Date();
    expect(first.map((l) => effectiveStatus(l, now)).sort()).toEqual(['EXPIRED', 'OPEN', 'PAID']);
  });
});
