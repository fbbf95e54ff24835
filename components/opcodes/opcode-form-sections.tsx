'use client';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import {
  type FieldGroup,
  type FormValues,
  type TextField,
  weekdays,
  withDailyLimit,
  withFlag,
  withMileage,
  withNewMileage,
  withoutMileage,
  withText,
} from './opcode-form-model';

/** The sections of the opcode form: each group of fields, then the scheduling rules. */
type SectionProps = {
  id: string;
  values: FormValues;
  errors: Record<string, string>;
  change: (recipe: (v: FormValues) => FormValues) => void;
};

const inputMode = (kind: TextField['kind']) =>
  kind === 'money' || kind === 'decimal' ? 'decimal' : kind === 'whole' ? 'numeric' : undefined;

export function FieldGroupSection({ group, ...props }: SectionProps & { group: FieldGroup }) {
  const { values, change } = props;
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="text-sm font-semibold text-slate-900">{group.title}</legend>
      {group.description && <p className="text-sm text-slate-600">{group.description}</p>}
      {group.fields.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {group.fields.map((field) => (
            <TextInput key={field.key} field={field} {...props} />
          ))}
        </div>
      )}
      {group.flags && (
        <div className="grid gap-2 sm:grid-cols-2">
          {group.flags.map((flag) => (
            <label key={flag.key} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name={flag.key}
                className="mt-0.5 size-4 accent-brand-700"
                checked={values.flags[flag.key]}
                onChange={(e) => change((v) => withFlag(v, flag.key, e.target.checked))}
              />
              <span>
                {flag.label}
                {flag.hint && <span className="block text-slate-600">{flag.hint}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function TextInput({ id, field, values, errors, change }: SectionProps & { field: TextField }) {
  const fieldId = `${id}-${field.key}`;
  const error = errors[field.key];
  const common = {
    id: fieldId,
    name: field.key,
    value: values.text[field.key],
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(fieldId, { hint: Boolean(field.hint), error: Boolean(error) }),
  };
  const onText = (value: string) => change((v) => withText(v, field.key, value));
  return (
    <Field
      id={fieldId}
      label={field.required ? `${field.label} (required)` : field.label}
      hint={field.hint}
      error={error}
      className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
    >
      {field.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={2}
          className={cn(controlClasses, 'py-2')}
          onChange={(e) => onText(e.target.value)}
        />
      ) : (
        <Input
          {...common}
          inputMode={inputMode(field.kind)}
          autoComplete="off"
          onChange={(e) => onText(e.target.value)}
        />
      )}
    </Field>
  );
}

export function SchedulingRulesSection(props: SectionProps) {
  const { id, values, errors, change } = props;
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-4">
      <legend className="text-sm font-semibold text-slate-900">Scheduling rules</legend>
      <p className="text-sm text-slate-600">
        Mileage ranges limit the opcode to vehicles within them (none: every vehicle). Daily limits cap how
        many appointments per weekday may include it (blank: no limit).
      </p>
      <div className="space-y-2">
        {values.mileage.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
          <MileageRange key={index} index={index} {...props} />
        ))}
        <Button variant="secondary" size="sm" onClick={() => change(withNewMileage)}>
          Add mileage range
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {weekdays.map((day, dayIndex) => {
          const dayId = `${id}-dailyLimits-${dayIndex}`;
          const error = errors[`dailyLimits.${dayIndex}`];
          return (
            <Field key={day} id={dayId} label={`${day} limit`} error={error}>
              <Input
                id={dayId}
                inputMode="numeric"
                value={values.dailyLimits[dayIndex]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(dayId, { error: Boolean(error) })}
                onChange={(e) => change((v) => withDailyLimit(v, dayIndex, e.target.value))}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}

function MileageRange({ id, index, values, errors, change }: SectionProps & { index: number }) {
  const row = values.mileage[index] ?? { fromMileage: '', toMileage: '' };
  const rowId = `${id}-mileage-${index}`;
  const error = errors[`mileage.${index}`];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field id={rowId} label={`Range ${index + 1}: from mileage`} error={error}>
        <Input
          id={rowId}
          inputMode="numeric"
          value={row.fromMileage}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(rowId, { error: Boolean(error) })}
          onChange={(e) => change((v) => withMileage(v, index, { fromMileage: e.target.value }))}
        />
      </Field>
      <Field id={`${rowId}-to`} label="to mileage (blank: no limit)">
        <Input
          id={`${rowId}-to`}
          inputMode="numeric"
          value={row.toMileage}
          onChange={(e) => change((v) => withMileage(v, index, { toMileage: e.target.value }))}
        />
      </Field>
      <Button variant="ghost" size="sm" onClick={() => change((v) => withoutMileage(v, index))}>
        Remove range {index + 1}
      </Button>
    </div>
  );
}
