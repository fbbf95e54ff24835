'use client';

import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import {
  ErrorList,
  NumberField,
  replaceAt,
  SectionHeading,
  type SectionProps,
  useFieldErrors,
} from './fields';
import { type OpcodeLimitValues, weekdayNames, weekdayOrder } from './settings-form-model';

const pageSize = 30;

/** Lead time and daily limit per weekday of each opcode, with a filter for long catalogs. */
export function OpcodeLimitsSection({ values, settings, update }: SectionProps) {
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(pageSize);
  const search = useDeferredValue(term.trim().toLowerCase());
  const errors = useFieldErrors();

  if (settings.opcodeLimits.length === 0) {
    return (
      <div className="space-y-4">
        <SectionHeading title="Opcode limits" />
        <EmptyState title="No opcodes in this department">Add opcodes on the Opcodes page first.</EmptyState>
      </div>
    );
  }

  const matching = opcodesMatching(settings.opcodeLimits, search, errors);
  const visible = matching.slice(0, shown);

  return (
    <div className="space-y-4">
      <SectionHeading title="Opcode limits">
        Lead time: how long before the appointment an opcode can still be booked. Daily limit: how many
        appointments per weekday may include it. Leave a box empty for none.
      </SectionHeading>
      <div className="max-w-sm space-y-1">
        <label htmlFor="settings-opcode-filter" className="block text-sm font-medium text-slate-800">
          Find an opcode
        </label>
        <Input
          id="settings-opcode-filter"
          type="search"
          autoComplete="off"
          placeholder="Code or name"
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setShown(pageSize);
          }}
        />
      </div>
      {matching.length === 0 ? (
        <EmptyState title={`No opcode matches “${term.trim()}”`} />
      ) : (
        <div className="rounded-md border border-slate-200">
          <ColumnHeads />
          <ul className="divide-y divide-slate-200">
            {visible.map(({ opcode, index }) => {
              const limits = values.opcodes[index];
              if (!limits) return null;
              const set = (change: Partial<OpcodeLimitValues>) =>
                update((v) => ({ ...v, opcodes: replaceAt(v.opcodes, index, { ...limits, ...change }) }));
              return (
                <OpcodeLimitRow
                  key={opcode.opcodeUuid}
                  opcode={opcode}
                  index={index}
                  limits={limits}
                  set={set}
                />
              );
            })}
          </ul>
        </div>
      )}
      {matching.length > visible.length && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>
            Showing {visible.length} of {matching.length}.
          </span>
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + pageSize)}>
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}

type OpcodeRow = SectionProps['settings']['opcodeLimits'][number];

/** One opcode: its lead time and its limit per weekday, with their messages below. */
function OpcodeLimitRow({
  opcode,
  index,
  limits,
  set,
}: {
  opcode: OpcodeRow;
  index: number;
  limits: OpcodeLimitValues;
  set: (change: Partial<OpcodeLimitValues>) => void;
}) {
  const label = opcode.laborOpCode;
  return (
    <li className="grid grid-cols-4 items-start gap-2 px-3 py-3 md:grid-cols-[minmax(9rem,1fr)_6rem_repeat(7,3.75rem)] md:py-2">
      <p
        className="col-span-4 min-w-0 truncate text-sm md:col-span-1 md:pt-2.5"
        title={opcode.opCodeName ?? undefined}
      >
        <span className="font-medium text-slate-900">{opcode.laborOpCode}</span>
        {opcode.opCodeName && <span className="text-slate-600"> · {opcode.opCodeName}</span>}
      </p>
      <NumberField
        className="col-span-4 max-w-40 md:col-span-1"
        labelClassName="md:sr-only"
        errorKey={`opcodes.${index}.leadTimeMinutes`}
        label={`${label}: lead time in minutes`}
        visibleLabel="Lead time (min)"
        placeholder="–"
        errorOutside
        value={limits.leadTimeMinutes}
        onChange={(leadTimeMinutes) => set({ leadTimeMinutes })}
      />
      {weekdayOrder.map((weekday) => (
        <NumberField
          key={weekday}
          labelClassName="md:sr-only"
          errorKey={`opcodes.${index}.dailyLimits.${weekday}`}
          label={`${label}: ${weekdayNames[weekday]} limit`}
          visibleLabel={weekdayNames[weekday]?.slice(0, 3)}
          placeholder="–"
          errorOutside
          value={limits.dailyLimits[weekday] ?? ''}
          onChange={(limit) => set({ dailyLimits: replaceAt(limits.dailyLimits, weekday, limit) })}
        />
      ))}
      <div className="col-span-4 md:col-span-full">
        <ErrorList
          fields={[
            { errorKey: `opcodes.${index}.leadTimeMinutes`, name: 'Lead time' },
            ...weekdayOrder.map((weekday) => ({
              errorKey: `opcodes.${index}.dailyLimits.${weekday}`,
              name: `${weekdayNames[weekday]} limit`,
            })),
          ]}
        />
      </div>
    </li>
  );
}

/**
 * The opcodes whose code or name contains the search, with their position in the form. Rows with a
 * message stay listed whatever the filter, so a failed save can point at them.
 */
function opcodesMatching(opcodes: OpcodeRow[], search: string, errors: Record<string, string>) {
  const errorRows = new Set(
    Object.keys(errors)
      .filter((key) => key.startsWith('opcodes.'))
      .map((key) => Number(key.split('.')[1])),
  );
  return opcodes.flatMap((opcode, index) =>
    errorRows.has(index) ||
    search === '' ||
    opcode.laborOpCode.toLowerCase().includes(search) ||
    (opcode.opCodeName ?? '').toLowerCase().includes(search)
      ? [{ opcode, index }]
      : [],
  );
}

/** Column names for wide screens; narrow screens show each field's own label. */
function ColumnHeads() {
  return (
    <div
      aria-hidden="true"
      className="hidden gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium text-slate-600 md:grid md:grid-cols-[minmax(9rem,1fr)_6rem_repeat(7,3.75rem)]"
    >
      <span>Opcode</span>
      <span>Lead (min)</span>
      {weekdayOrder.map((weekday) => (
        <span key={weekday}>{weekdayNames[weekday]?.slice(0, 3)}</span>
      ))}
    </div>
  );
}
