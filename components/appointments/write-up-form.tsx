'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTransportOptions } from '@/components/booking/queries';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Appointment } from './api';
import { EditorFrame, type EditorProps } from './appointment-editors';

/** Where the promised time is kept: the appointment's metadata (HH:mm on the dealer's clock). */
const promisedKey = 'promisedTime';

const promisedOf = (a: Appointment): string => {
  const value = a.appointmentMetaData?.[promisedKey];
  return typeof value === 'string' ? value : '';
};

/**
 * The write-up of an arrived visit (or the notes of an open one): mileage in, promised time, the
 * customer's concerns, internal notes and the transport option, saved in one update.
 */
export function WriteUpForm({
  appointment,
  departmentUuid,
  saving,
  onSave,
  onClose,
}: EditorProps & { departmentUuid: string }) {
  const id = useId();
  const options = useTransportOptions(departmentUuid);
  const [mileage, setMileage] = useState(appointment.mileageText ?? '');
  const [promised, setPromised] = useState(promisedOf(appointment));
  const [concerns, setConcerns] = useState(appointment.comments ?? '');
  const [notes, setNotes] = useState(appointment.internalNotes ?? '');
  const [transport, setTransport] = useState(appointment.transportOption?.transportOptionUuid ?? '');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const change: Record<string, unknown> = {
      mileageText: mileage.trim() || null,
      comments: concerns.trim() || null,
      internalNotes: notes.trim() || null,
      appointmentMetaData: { ...(appointment.appointmentMetaData ?? {}), [promisedKey]: promised || null },
    };
    if (transport !== (appointment.transportOption?.transportOptionUuid ?? '')) {
      change.transportOption = transport ? { transportOptionUuid: transport } : null;
    }
    onSave(change, 'Write-up saved.');
  };
  return (
    <EditorFrame
      title="Write-up"
      onSubmit={submit}
      saving={saving}
      submitLabel="Save write-up"
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-mileage`} label="Mileage in">
          <Input
            id={`${id}-mileage`}
            inputMode="numeric"
            maxLength={100}
            value={mileage}
            onChange={(e) => setMileage(e.target.value)}
          />
        </Field>
        <Field id={`${id}-promised`} label="Promised time">
          <Input
            id={`${id}-promised`}
            type="time"
            value={promised}
            onChange={(e) => setPromised(e.target.value)}
          />
        </Field>
      </div>
      <NoteField
        id={`${id}-concerns`}
        label="Customer concerns"
        rows={3}
        value={concerns}
        onChange={setConcerns}
      />
      <NoteField id={`${id}-notes`} label="Internal notes" rows={2} value={notes} onChange={setNotes} />
      <Field id={`${id}-transport`} label="Transport">
        <Select id={`${id}-transport`} value={transport} onChange={(e) => setTransport(e.target.value)}>
          <option value="">None</option>
          {(options.data ?? []).map((o) => (
            <option key={o.transportOptionUuid} value={o.transportOptionUuid}>
              {o.customName || o.optionName}
            </option>
          ))}
        </Select>
      </Field>
    </EditorFrame>
  );
}

function NoteField({
  id,
  label,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <textarea
        id={id}
        className={cn(controlClasses, 'py-2')}
        rows={rows}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
