import type { Metadata } from 'next';
import { AppointmentDetail } from '@/components/appointments/appointment-detail';
import { TripPanel } from '@/components/trips/trip-panel';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { getDepartmentSetup } from '@/server/scheduling/get-department-setup';

export const metadata: Metadata = { title: 'Appointment' };

export default async function AppointmentPage({ params }: { params: Promise<{ appointmentUuid: string }> }) {
  const { appointmentUuid } = await params;
  const { department, userUuid } = await requireCurrentAdvisor();
  const setup = await getDepartmentSetup(department.departmentUuid);
  return (
    <AppointmentDetail
      key={`${department.departmentUuid}:${appointmentUuid}`}
      appointmentUuid={appointmentUuid}
      department={{
        dealerUuid: department.dealerUuid,
        departmentUuid: department.departmentUuid,
        timeZone: department.timeZone,
      }}
      advisors={setup.advisors}
      advisorUserUuid={userUuid}
      // Trips (issue 5): render the pickup & delivery trip panel here; it is shown after "Transport".
      afterTransport={
        <TripPanel
          appointmentUuid={appointmentUuid}
          dealerUuid={department.dealerUuid}
          departmentUuid={department.departmentUuid}
          timeZone={department.timeZone}
        />
      }
    />
  );
}
