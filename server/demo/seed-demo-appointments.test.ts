import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadWireAppointments } from '../appointments/appointment-records';
import { db } from '../db/client';
import { appointmentHistory, appointments } from '../db/schema';
import { instantToLocalDate, weekdayOf } from '../time/wall-clock';
import { demoDealers, demoIds } from './demo-data';
import { seedDemo } from './seed-demo';
import { seedDemoAppointments } from './seed-demo-appointments';

describe('demo appointments', () => {
  it('seeds a few visits per dealer on the coming weekdays, in the dealer’s zone, once', async () => {
    await seedDemo(db());
    await seedDemoAppointments(db());
    for (const d of demoDealers) {
      const rows = await db()
        .select()
        .from(appointments)
        .where(eq(appointments.departmentUuid, demoIds.department(d.key)));
      expect(rows).toHaveLength(6);
      const today = instantToLocalDate(new Date(), d.timeZone);
      const wire = await loadWireAppointments(db(), rows);
      for (const a of wire) {
        expect(a.date >= today).toBe(true);
        expect([1, 2, 3, 4, 5]).toContain(weekdayOf(a.date));
        // The stored instant and the local day agree in the dealer's zone.
        expect(a.appointmentStartDateTime.slice(0, 10)).toBe(a.date);
        expect(a.timeZone).toBe(d.timeZone);
        expect(a.assignedAdvisorName).not.toBeNull();
        expect(a.serviceList.length).toBeGreaterThan(0);
        expect(a.serviceList.every((s) => s.price !== null)).toBe(true);
      }
      const first = wire.find((a) => a.uuid === rows.find((r) => r.status === 'Confirmed')?.uuid);
      expect(first?.appointmentStartDateTime.slice(11)).toMatch(/^(08:00|14:30):00$/);
      // Advisors are never double-booked by the seed.
      for (const a of wire) {
        const clash = wire.filter(
          (b) =>
            b.uuid !== a.uuid &&
            b.assignedAdvisorUuid === a.assignedAdvisorUuid &&
            b.appointmentStartDateTime < a.appointmentEndDateTime &&
            a.appointmentStartDateTime < b.appointmentEndDateTime,
        );
        expect(clash).toEqual([]);
      }
      const history = await db()
        .select()
        .from(appointmentHistory)
        .where(
          inArray(
            appointmentHistory.appointmentUuid,
            rows.map((r) => r.uuid),
          ),
        );
      expect(history.filter((h) => h.event === 'CREATED')).toHaveLength(6);
    }
  });
});
