'use client';

import { customerName, dayLabel, timeOf } from '@/components/schedule/schedule-model';
import type { Appointment } from './api';
import { Panel } from './appointment-panels';
import { ConsentRecorder } from './consent-recorder';
import { VisitPaymentsPanel } from './visit-payments-panel';
import { VisitTextPanel } from './visit-text-panel';

/** What the advisor does with the visit's customer from its page: text them, their consent, payment links. */
export function VisitPanels({
  a,
  department,
  advisorUserUuid,
}: {
  a: Appointment;
  department: { departmentUuid: string; timeZone: string };
  advisorUserUuid: string;
}) {
  const name = customerName(a);
  const customerUuid = a.customerInformation.uuid;
  const { departmentUuid, timeZone } = department;
  return (
    <>
      <Panel title="Messages">
        <VisitTextPanel
          advisor={{ departmentUuid, userUuid: advisorUserUuid, timeZone }}
          customerUuid={customerUuid}
          customerName={name}
          visitTime={`${dayLabel(a.date, 'short')} at ${timeOf(a.appointmentStartDateTime)}`}
        />
      </Panel>
      <Panel title="Consent to texts">
        <ConsentRecorder
          departmentUuid={departmentUuid}
          customerUuid={customerUuid}
          customerName={name}
          timeZone={timeZone}
        />
      </Panel>
      <Panel title="Payments">
        <VisitPaymentsPanel
          departmentUuid={departmentUuid}
          appointmentUuid={a.appointmentUuid}
          timeZone={timeZone}
        />
      </Panel>
    </>
  );
}
