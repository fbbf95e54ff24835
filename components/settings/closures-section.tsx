'use client';

import { EmptyState } from '@/components/ui/empty-state';
import {
  AddButton,
  DateField,
  fieldId,
  RemoveButton,
  removeAt,
  replaceAt,
  SectionHeading,
  type SectionProps,
  TextField,
  TimeField,
  ZoneNote,
} from './fields';
import { newRows } from './settings-form-model';

/** Dates the dealer is closed: the whole day, or only from–to (a partial closure). */
export function ClosuresSection({ values, update }: SectionProps) {
  const { closures } = values;
  const add = () => {
    update((v) => ({ ...v, closures: [...v.closures, newRows.closure()] }));
    // The new row renders on the next frame; put the cursor in its date.
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`closures.${closures.length}.date`))?.focus(),
    );
  };
  return (
    <div className="space-y-4">
      <SectionHeading title="Closed dates">
        Holidays and other days without appointments. Leave the times empty to close the whole day; give a
        from and to time to close only part of it.
      </SectionHeading>
      <ZoneNote />
      {closures.length === 0 ? (
        <EmptyState title="No closed dates">Every date follows the hours of operation.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {closures.map((closure, index) => {
            const setClosure = (change: Partial<typeof closure>) =>
              update((v) => ({ ...v, closures: replaceAt(v.closures, index, { ...closure, ...change }) }));
            const name = `Closed date ${index + 1}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
              <li key={index}>
                <fieldset className="grid grid-cols-2 items-start gap-x-3 gap-y-2 px-3 py-3 sm:grid-cols-[11rem_8rem_8rem_1fr_auto]">
                  <legend className="sr-only">{name}</legend>
                  <DateField
                    className="col-span-2 sm:col-span-1"
                    errorKey={`closures.${index}.date`}
                    label={`${name}: date`}
                    visibleLabel="Date"
                    value={closure.date}
                    onChange={(date) => setClosure({ date })}
                  />
                  <TimeField
                    errorKey={`closures.${index}.from`}
                    label={`${name}: closed from (optional)`}
                    visibleLabel="From"
                    value={closure.from}
                    onChange={(from) => setClosure({ from })}
                  />
                  <TimeField
                    errorKey={`closures.${index}.to`}
                    label={`${name}: closed until (optional)`}
                    visibleLabel="To"
                    value={closure.to}
                    onChange={(to) => setClosure({ to })}
                  />
                  <TextField
                    className="col-span-2 sm:col-span-1"
                    errorKey={`closures.${index}.reason`}
                    label={`${name}: reason`}
                    visibleLabel="Reason"
                    maxLength={200}
                    value={closure.reason}
                    onChange={(reason) => setClosure({ reason })}
                  />
                  <RemoveButton
                    className="col-span-2 -mt-1 justify-self-end sm:col-span-1 sm:mt-6"
                    label={`Remove closed date ${closure.date || index + 1}`}
                    onClick={() => update((v) => ({ ...v, closures: removeAt(v.closures, index) }))}
                  />
                </fieldset>
                {closure.from === '' && closure.to === '' && (
                  <p className="-mt-1 px-3 pb-3 text-xs text-slate-500">Whole day closed.</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <AddButton onClick={add}>Add closed date</AddButton>
    </div>
  );
}
