'use client';

import type { DepartmentAdvisor } from '@/components/schedule/schedule-model';
import { statusLabel } from '@/components/schedule/schedule-model';
import { Button } from '@/components/ui/button';
import type { Appointment } from './api';
import { EditAdvisorForm } from './appointment-editors';
import { CancelDialog } from './cancel-dialog';
import { EditServicesForm } from './edit-services-form';
import { ReschedulePicker } from './reschedule-picker';
import { WriteUpForm } from './write-up-form';

export type Editor = 'time' | 'advisor' | 'services' | 'writeUp' | 'cancel' | null;

/**
 * Why the appointment can no longer change, or the buttons that open each change; an arrived visit
 * (`writeUpOnly`) keeps only what its write-up needs.
 */
export function ChangeButtons({
  a,
  locked,
  writeUpOnly = false,
  editor,
  open,
}: {
  a: Appointment;
  locked: boolean;
  writeUpOnly?: boolean;
  editor: Editor;
  open: (editor: Editor) => void;
}) {
  if (locked) {
    return (
      <p className="text-sm text-slate-600">
        {a.orderInformation
          ? `This appointment is linked to repair order ${a.orderInformation.orderNumber} and can no longer be changed.`
          : `This appointment is ${statusLabel(a).toLowerCase()} and can no longer be changed.`}
      </p>
    );
  }
  const writeUp = (
    <Button variant="secondary" onClick={() => open('writeUp')} aria-expanded={editor === 'writeUp'}>
      Write-up
    </Button>
  );
  const services = (
    <Button variant="secondary" onClick={() => open('services')} aria-expanded={editor === 'services'}>
      Edit services
    </Button>
  );
  if (writeUpOnly) {
    return (
      <div className="flex flex-wrap gap-2">
        {services}
        {writeUp}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => open('time')} aria-expanded={editor === 'time'}>
        Reschedule
      </Button>
      <Button variant="secondary" onClick={() => open('advisor')} aria-expanded={editor === 'advisor'}>
        Change advisor
      </Button>
      {services}
      {writeUp}
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => open('cancel')}
        aria-expanded={editor === 'cancel'}
      >
        Cancel appointment
      </Button>
    </div>
  );
}

/** The change panel that is open, if any. */
export function OpenEditor({
  editor,
  a,
  department,
  advisors,
  saving,
  onSave,
  onDone,
  onClose,
}: {
  editor: Editor;
  a: Appointment;
  department: { dealerUuid: string; departmentUuid: string };
  advisors: DepartmentAdvisor[];
  saving: boolean;
  onSave: (change: Record<string, unknown>, message: string) => void;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const editorProps = { appointment: a, saving, onSave, onClose };
  switch (editor) {
    case 'time':
      return (
        <ReschedulePicker
          appointment={a}
          departmentUuid={department.departmentUuid}
          onDone={onDone}
          onClose={onClose}
        />
      );
    case 'advisor':
      return <EditAdvisorForm {...editorProps} advisors={advisors} />;
    case 'services':
      return (
        <EditServicesForm
          {...editorProps}
          dealerUuid={department.dealerUuid}
          departmentUuid={department.departmentUuid}
        />
      );
    case 'writeUp':
      return <WriteUpForm {...editorProps} departmentUuid={department.departmentUuid} />;
    case 'cancel':
      return (
        <CancelDialog
          appointment={a}
          departmentUuid={department.departmentUuid}
          onDone={onDone}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
