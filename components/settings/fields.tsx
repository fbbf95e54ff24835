'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SchedulingSettings } from '@/server/scheduling/settings.schemas';
import {
  type DateLimitRow,
  newRows,
  type SettingsValues,
  type TransportChoice,
  weekdayNames,
  weekdayOrder,
} from './settings-form-model';

/** What each section of the page gets: the form, the loaded settings (for names) and a setter. */
export type SectionProps = {
  values: SettingsValues;
  settings: SchedulingSettings;
  update: (recipe: (values: SettingsValues) => SettingsValues) => void;
};

/** What every settings field needs: the messages of the last save attempt and the dealer's zone. */
export type SettingsFormContext = { errors: Record<string, string>; zoneLabel: string };
const FormContext = createContext<SettingsFormContext>({ errors: {}, zoneLabel: '' });
export const SettingsFormProvider = FormContext.Provider;

/** Element id of the control for an error key, so a failed save can focus it. */
export const fieldId = (key: string) => `settings-${key.replaceAll('.', '-')}`;

export function useFieldError(key: string): string | undefined {
  return useContext(FormContext).errors[key];
}

export function useFieldErrors(): Record<string, string> {
  return useContext(FormContext).errors;
}

export function useZoneLabel(): string {
  return useContext(FormContext).zoneLabel;
}

export const replaceAt = <T,>(list: T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x));
export const removeAt = <T,>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

export function SectionHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="space-y-1">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="max-w-prose text-sm text-slate-600">{children}</div>}
    </div>
  );
}

/** A group of fields under a small heading, separated from the next by a rule. */
export function Group({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">{title}</legend>
      {hint && <div className="clear-both space-y-1 text-sm text-slate-600">{hint}</div>}
      <div className="clear-both space-y-3">{children}</div>
    </fieldset>
  );
}

export function ZoneNote() {
  const zone = useZoneLabel();
  return <p className="text-sm text-slate-600">Times are in the dealer’s time zone: {zone}.</p>;
}

function ErrorText({ errorKey }: { errorKey: string }) {
  const error = useFieldError(errorKey);
  if (!error) return null;
  return (
    <p id={`${fieldId(errorKey)}-error`} className="text-sm text-red-700">
      {error}
    </p>
  );
}

type ControlProps = {
  errorKey: string;
  /** The accessible name; `visibleLabel` replaces the shown text when the row already says the rest. */
  label: string;
  visibleLabel?: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** e.g. `sm:sr-only` where column headings already say it. */
  labelClassName?: string;
  /** The message is shown by the surrounding grid (cells too narrow for it); see ErrorList. */
  errorOutside?: boolean;
};

function Control({
  errorKey,
  label,
  visibleLabel,
  hint,
  className,
  labelClassName,
  errorOutside,
  children,
}: Omit<ControlProps, 'value' | 'onChange'> & { children: ReactNode }) {
  const id = fieldId(errorKey);
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className={cn('block text-sm font-medium text-slate-800', labelClassName)}>
        {visibleLabel === undefined ? (
          label
        ) : (
          <>
            <span aria-hidden="true">{visibleLabel}</span>
            <span className="sr-only">{label}</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {!errorOutside && <ErrorText errorKey={errorKey} />}
    </div>
  );
}

/** Messages of narrow cells, under their grid, each still tied to its input by id. */
export function ErrorList({ fields }: { fields: Array<{ errorKey: string; name: string }> }) {
  const errors = useFieldErrors();
  const failed = fields.filter((f) => errors[f.errorKey]);
  if (failed.length === 0) return null;
  return (
    <div className="space-y-0.5">
      {failed.map((f) => (
        <p key={f.errorKey} id={`${fieldId(f.errorKey)}-error`} className="text-sm text-red-700">
          {f.name}: {errors[f.errorKey]}
        </p>
      ))}
    </div>
  );
}

function useControlAria(errorKey: string, hint: boolean) {
  const error = useFieldError(errorKey);
  const id = fieldId(errorKey);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** A whole number; blank means "no limit" unless the hint says otherwise. */
export function NumberField({ placeholder = 'No limit', ...props }: ControlProps & { placeholder?: string }) {
  const aria = useControlAria(props.errorKey, Boolean(props.hint));
  return (
    <Control {...props}>
      <Input
        {...aria}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Control>
  );
}

/** "9:5" → "09:05", "930" → "09:30": what was typed, as the HH:mm the form reads; else unchanged. */
export function normalizeTime(typed: string): string {
  const t = typed.trim();
  const parts = /^(\d{1,2})[:.h]?(\d{2})$/.exec(t) ?? /^(\d{1,2})$/.exec(t);
  if (!parts) return t;
  const [, h = '', m = '00'] = parts;
  return `${h.padStart(2, '0')}:${m}`;
}

/**
 * A 24-hour HH:mm text field. Not `type="time"`: the browser shows that in the computer's
 * 12-hour format, while the schedule and every other time in ServiceBay is 24-hour.
 */
export function TimeField(props: ControlProps) {
  const aria = useControlAria(props.errorKey, Boolean(props.hint));
  return (
    <Control {...props}>
      <Input
        {...aria}
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:mm"
        maxLength={5}
        className="px-2! tabular-nums"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={(e) => {
          const normal = normalizeTime(e.target.value);
          if (normal !== e.target.value) props.onChange(normal);
        }}
      />
    </Control>
  );
}

export function DateField(props: ControlProps) {
  const aria = useControlAria(props.errorKey, Boolean(props.hint));
  return (
    <Control {...props}>
      <Input
        {...aria}
        type="date"
        className="px-2!"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Control>
  );
}

export function TextField(props: ControlProps & { maxLength?: number }) {
  const aria = useControlAria(props.errorKey, Boolean(props.hint));
  return (
    <Control {...props}>
      <Input
        {...aria}
        autoComplete="off"
        maxLength={props.maxLength}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Control>
  );
}

export function WeekdaySelect(props: ControlProps) {
  const aria = useControlAria(props.errorKey, Boolean(props.hint));
  return (
    <Control {...props}>
      <Select {...aria} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {weekdayOrder.map((weekday) => (
          <option key={weekday} value={String(weekday)}>
            {weekdayNames[weekday]}
          </option>
        ))}
      </Select>
    </Control>
  );
}

/** Seven small inputs, one per weekday; blank = no limit. */
export function WeekdayLimitsField({
  legend,
  hint,
  errorKey,
  values,
  onChange,
}: {
  legend: string;
  hint?: ReactNode;
  errorKey: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-[repeat(7,4.5rem)]">
        {weekdayOrder.map((weekday) => (
          <NumberField
            key={weekday}
            errorKey={`${errorKey}.${weekday}`}
            label={`${legend}: ${weekdayNames[weekday]}`}
            visibleLabel={weekdayNames[weekday]?.slice(0, 3)}
            placeholder="–"
            errorOutside
            value={values[weekday] ?? ''}
            onChange={(value) => onChange(replaceAt(values, weekday, value))}
          />
        ))}
      </div>
      <ErrorList
        fields={weekdayOrder.map((weekday) => ({
          errorKey: `${errorKey}.${weekday}`,
          name: weekdayNames[weekday] ?? '',
        }))}
      />
    </fieldset>
  );
}

/** Rows of (date, number) with add and remove, e.g. a limit on one date. */
export function DateLimitRows({
  legend,
  numberLabel,
  hint,
  errorKey,
  rows,
  onChange,
}: {
  legend: string;
  numberLabel: string;
  hint?: ReactNode;
  errorKey: string;
  rows: DateLimitRow[];
  onChange: (rows: DateLimitRow[]) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {rows.length === 0 && <p className="text-sm text-slate-500">No dates.</p>}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
        <div key={index} className="flex flex-wrap items-start gap-2">
          <DateField
            className="w-44"
            errorKey={`${errorKey}.${index}.date`}
            label={`${legend} ${index + 1}: date`}
            visibleLabel="Date"
            value={row.date}
            onChange={(date) => onChange(replaceAt(rows, index, { ...row, date }))}
          />
          <NumberField
            className="w-32"
            errorKey={`${errorKey}.${index}.limit`}
            label={`${legend} ${index + 1}: ${numberLabel}`}
            visibleLabel={numberLabel}
            placeholder=""
            value={row.limit}
            onChange={(limit) => onChange(replaceAt(rows, index, { ...row, limit }))}
          />
          <RemoveButton
            label={`Remove ${legend.toLowerCase()} ${row.date || index + 1}`}
            onClick={() => onChange(removeAt(rows, index))}
          />
        </div>
      ))}
      <AddButton onClick={() => onChange([...rows, newRows.dateLimit()])}>Add a date</AddButton>
    </fieldset>
  );
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <span aria-hidden="true">+</span>
      {children}
    </Button>
  );
}

/** Sits beside labelled fields, so it starts one label line down (`className` replaces that). */
export function RemoveButton({
  label,
  onClick,
  className = 'mt-6',
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-10', className)}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <span aria-hidden="true">Remove</span>
    </Button>
  );
}

/** Every transport option, or only the ticked ones. */
export function TransportChoiceField({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  /** Unique per page: the radio group's name. */
  name: string;
  options: Array<{ uuid: string; name: string }>;
  value: TransportChoice;
  onChange: (value: TransportChoice) => void;
}) {
  if (options.length === 0) {
    return <p className="text-sm text-slate-500">This department has no transport options.</p>;
  }
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            className="size-4 accent-brand-700"
            checked={value.every}
            onChange={() => onChange({ ...value, every: true })}
          />
          Every option
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            className="size-4 accent-brand-700"
            checked={!value.every}
            onChange={() => onChange({ ...value, every: false })}
          />
          Only these
        </label>
      </div>
      {!value.every && (
        <div className="flex flex-wrap gap-x-4 gap-y-1 pl-1 text-sm text-slate-800">
          {options.map((option) => (
            <label key={option.uuid} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={value.uuids.includes(option.uuid)}
                onChange={(e) =>
                  onChange({
                    ...value,
                    uuids: e.target.checked
                      ? [...value.uuids, option.uuid]
                      : value.uuids.filter((uuid) => uuid !== option.uuid),
                  })
                }
              />
              {option.name}
            </label>
          ))}
          {value.uuids.length === 0 && (
            <p className="w-full text-xs text-amber-800">None ticked: takes no transport option.</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
