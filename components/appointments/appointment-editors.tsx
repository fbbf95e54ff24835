'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type DepartmentAdvisor, dayLabel, timeOf } from '@/components/schedule/schedule-model';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Appointment, ServiceItem } from './api';
import { money, serviceLineToItem } from './detail-format';
import { useDepartmentOpcodes } from './queries';

type Save = (change: Record<string, unknown>, done: string) => void;
type EditorProps = { appointment: Appointment; saving: boolean; onSave: Save; onClose: () => void };

/** Moves focus into a panel when it opens, so keyboard users land where they can act. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function EditorFrame({
  title,
  children,
  onSubmit,
  saving,
  submitLabel,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  submitLabel: string;
  onClose: () => void;
}) {
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  return (
    <form onSubmit={onSubmit} className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {title}
      </h2>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Close
        </Button>
      </div>
    </form>
  );
}

export function EditAdvisorForm({
  appointment,
  saving,
  onSave,
  onClose,
  advisors,
}: EditorProps & { advisors: DepartmentAdvisor[] }) {
  const id = useId();
  const [advisorUuid, setAdvisorUuid] = useState(appointment.assignedAdvisorUuid ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = advisors.find((o) => o.uuid === advisorUuid);
    if (!chosen) {
      setError('Choose an advisor.');
      return;
    }
    setError(null);
    onSave({ assignedUser: { uuid: chosen.uuid } }, `Advisor changed to ${chosen.name}.`);
  };
  return (
    <EditorFrame
      title="Change advisor"
      onSubmit={submit}
      saving={saving}
      submitLabel="Save advisor"
      onClose={onClose}
    >
      <Field id={`${id}-advisor`} label="Advisor" error={error}>
        <Select
          id={`${id}-advisor`}
          value={advisorUuid}
          onChange={(e) => setAdvisorUuid(e.target.value)}
          aria-describedby={describedBy(`${id}-advisor`, { error: Boolean(error) })}
          aria-invalid={error ? true : undefined}
        >
          {!advisors.some((a) => a.uuid === appointment.assignedAdvisorUuid) && (
            <option value="">Choose an advisor</option>
          )}
          {advisors.map((o) => (
            <option key={o.uuid} value={o.uuid}>
              {o.name}
            </option>
          ))}
        </Select>
      </Field>
    </EditorFrame>
  );
}

type DraftLine = { key: string; label: string; price: string | null; item: ServiceItem };

export function EditServicesForm({
  appointment,
  saving,
  onSave,
  onClose,
  dealerUuid,
  departmentUuid,
}: EditorProps & {
  dealerUuid: string;
  departmentUuid: string;
}) {
  const id = useId();
  const opcodes = useDepartmentOpcodes(dealerUuid, departmentUuid, true);
  const [lines, setLines] = useState<DraftLine[]>(() =>
    appointment.serviceList.map((s) => ({
      key: s.serviceUuid,
      label: s.opCodeName ?? s.title ?? s.laborOpCode ?? 'Service',
      price: s.price,
      item: serviceLineToItem(s),
    })),
  );
  const [opcodeUuid, setOpcodeUuid] = useState('');
  const [concern, setConcern] = useState('');
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);
  const nextKey = () => `new-${++counter.current}`;

  const addOpcode = () => {
    const o = opcodes.data?.find((op) => op.uuid === opcodeUuid);
    if (!o) return;
    // The API completes a line sent with only its opcode from the catalog (price, time, codes).
    setLines([
      ...lines,
      {
        key: nextKey(),
        label: o.opCodeName ?? o.laborOpCode,
        price: o.totalPrice,
        item: { operationUuid: o.uuid },
      },
    ]);
    setOpcodeUuid('');
  };
  const addConcern = () => {
    const text = concern.trim();
    if (!text) return;
    setLines([
      ...lines,
      {
        key: nextKey(),
        label: text,
        price: null,
        item: { title: text, description: text, isCustomConcern: true, operationType: 'OPCODE' },
      },
    ]);
    setConcern('');
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (lines.length === 0) {
      setError('Keep at least one service: cancel the appointment instead if the visit is off.');
      return;
    }
    setError(null);
    onSave(
      { serviceList: lines.map((l, index) => ({ ...l.item, sortOrder: String(index + 1) })) },
      'Services saved.',
    );
  };
  return (
    <EditorFrame
      title="Edit services"
      onSubmit={submit}
      saving={saving}
      submitLabel="Save services"
      onClose={onClose}
    >
      <ul
        aria-label="Services to keep"
        className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
      >
        {lines.map((l) => (
          <li key={l.key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span>
              {l.label}
              {money(l.price) && <span className="ml-2 text-slate-600">{money(l.price)}</span>}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${l.label}`}
              onClick={() => setLines(lines.filter((x) => x.key !== l.key))}
            >
              Remove
            </Button>
          </li>
        ))}
        {lines.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">No services.</li>}
      </ul>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <Field
            id={`${id}-opcode`}
            label="Add a service"
            className="flex-1"
            error={opcodes.error ? `The services could not be loaded: ${opcodes.error.message}` : undefined}
          >
            <Select
              id={`${id}-opcode`}
              value={opcodeUuid}
              onChange={(e) => setOpcodeUuid(e.target.value)}
              disabled={opcodes.isPending}
            >
              <option value="">{opcodes.isPending ? 'Loading services…' : 'Choose a service'}</option>
              {(opcodes.data ?? []).map((o) => (
                <option key={o.uuid} value={o.uuid}>
                  {o.laborOpCode} — {o.opCodeName ?? o.description ?? ''}
                  {money(o.totalPrice) ? ` (${money(o.totalPrice)})` : ''}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="secondary" onClick={addOpcode} disabled={!opcodeUuid}>
            Add
          </Button>
        </div>
        <div className="flex items-end gap-2">
          <Field id={`${id}-concern`} label="Add a customer concern" className="flex-1">
            <Input
              id={`${id}-concern`}
              value={concern}
              maxLength={200}
              onChange={(e) => setConcern(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addConcern();
                }
              }}
            />
          </Field>
          <Button variant="secondary" onClick={addConcern} disabled={!concern.trim()}>
            Add concern
          </Button>
        </div>
      </div>
    </EditorFrame>
  );
}

export function CancelConfirmation({ appointment, saving, onSave, onClose }: EditorProps) {
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const titleId = useId();
  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-red-900 outline-none"
      >
        Cancel this appointment?
      </h2>
      <p className="text-sm text-red-900">
        The {timeOf(appointment.appointmentStartDateTime)} visit on {dayLabel(appointment.date)} is cancelled
        and its time is freed. A cancelled appointment cannot be reopened: book a new one if the customer
        changes their mind.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          loading={saving}
          onClick={() => onSave({ status: 'CANCELLED' }, 'Appointment cancelled.')}
        >
          Yes, cancel appointment
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Keep appointment
        </Button>
      </div>
    </section>
  );
}
