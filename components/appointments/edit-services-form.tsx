'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { EditorFrame, type EditorProps } from './appointment-editors';
import { money } from './detail-format';
import { useDepartmentOpcodes } from './queries';
import {
  concernLine,
  type DraftLine,
  linesOf,
  noServicesLeft,
  opcodeLine,
  servicesChangeOf,
} from './service-lines-model';

/** Keeps, removes and adds the appointment's services (catalog opcodes or customer concerns). */
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
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(appointment));
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);
  const add = (line: (key: string) => DraftLine) => setLines([...lines, line(`new-${++counter.current}`)]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const change = servicesChangeOf(lines);
    if (!change) {
      setError(noServicesLeft);
      return;
    }
    setError(null);
    onSave(change, 'Services saved.');
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
      <AddServices dealerUuid={dealerUuid} departmentUuid={departmentUuid} add={add} />
    </EditorFrame>
  );
}

/** Adds a service from the department's catalog, or a concern in the customer's words. */
function AddServices({
  dealerUuid,
  departmentUuid,
  add,
}: {
  dealerUuid: string;
  departmentUuid: string;
  add: (line: (key: string) => DraftLine) => void;
}) {
  const id = useId();
  const opcodes = useDepartmentOpcodes(dealerUuid, departmentUuid, true);
  const [opcodeUuid, setOpcodeUuid] = useState('');
  const [concern, setConcern] = useState('');
  const addOpcode = () => {
    const o = opcodes.data?.find((op) => op.uuid === opcodeUuid);
    if (!o) return;
    add((key) => opcodeLine(key, o));
    setOpcodeUuid('');
  };
  const addConcern = () => {
    const text = concern.trim();
    if (!text) return;
    add((key) => concernLine(key, text));
    setConcern('');
  };
  return (
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
  );
}
