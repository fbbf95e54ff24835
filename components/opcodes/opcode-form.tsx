'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import { ApiError } from './api';
import {
  emptyFormValues,
  type FormValues,
  fieldGroups,
  formValuesFrom,
  type TextField,
  toOpcodeInput,
  weekdays,
} from './opcode-form-model';
import { OpcodeHistory } from './opcode-history';
import { type OpcodeScope, useSaveOpcode } from './queries';

const inputMode = (kind: TextField['kind']) =>
  kind === 'money' || kind === 'decimal' ? 'decimal' : kind === 'whole' ? 'numeric' : undefined;

/** Create or edit one opcode; every field of the API, grouped the way an advisor thinks of them. */
export function OpcodeForm({
  scope,
  opcode,
  onDone,
}: {
  scope: OpcodeScope;
  opcode: OpcodeDto | null;
  onDone: (saved: OpcodeDto | null) => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<FormValues>(() =>
    opcode ? formValuesFrom(opcode) : emptyFormValues(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOpcode(scope);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const setText = (key: keyof FormValues['text'], value: string) =>
    setValues((v) => ({ ...v, text: { ...v.text, [key]: value } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = toOpcodeInput(values);
    if (!result.ok) {
      setErrors(result.errors);
      const firstKey = Object.keys(result.errors)[0];
      if (firstKey) document.getElementById(`${id}-${firstKey.replace('.', '-')}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(result.opcode);
      onDone(saved.opcode);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OPCODE_ALREADY_EXISTS') {
        setErrors({
          laborOpCode: `Labor code ${values.text.laborOpCode.trim()} is already used by another opcode in this department. Choose another code, or edit that opcode instead.`,
        });
        document.getElementById(`${id}-laborOpCode`)?.focus();
      }
    }
  }

  const serverError =
    save.error && !(save.error instanceof ApiError && save.error.code === 'OPCODE_ALREADY_EXISTS');
  const title = opcode ? `Edit opcode ${opcode.laborOpCode}` : 'New opcode';

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id={`${id}-title`}>
          <span ref={headingRef} tabIndex={-1} className="outline-none">
            {title}
          </span>
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={() => onDone(null)}>
          Back to the list
        </Button>
      </CardHeader>
      <CardBody>
        <form noValidate onSubmit={submit} className="space-y-6">
          {Object.keys(errors).length > 0 && (
            <Alert tone="error">Check the highlighted fields: {Object.values(errors)[0]}</Alert>
          )}
          {serverError && <Alert tone="error">{save.error?.message}</Alert>}

          {fieldGroups.map((group) => (
            <fieldset
              key={group.title}
              className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
            >
              <legend className="text-sm font-semibold text-slate-900">{group.title}</legend>
              {group.description && <p className="text-sm text-slate-600">{group.description}</p>}
              {group.fields.length > 0 && (
                <div className="grid gap-4 sm:grid-cols-2">
                  {group.fields.map((field) => {
                    const fieldId = `${id}-${field.key}`;
                    const error = errors[field.key];
                    const common = {
                      id: fieldId,
                      name: field.key,
                      value: values.text[field.key],
                      'aria-invalid': error ? true : undefined,
                      'aria-required': field.required || undefined,
                      'aria-describedby': describedBy(fieldId, {
                        hint: Boolean(field.hint),
                        error: Boolean(error),
                      }),
                    };
                    return (
                      <Field
                        key={field.key}
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
                            onChange={(e) => setText(field.key, e.target.value)}
                          />
                        ) : (
                          <Input
                            {...common}
                            inputMode={inputMode(field.kind)}
                            autoComplete="off"
                            onChange={(e) => setText(field.key, e.target.value)}
                          />
                        )}
                      </Field>
                    );
                  })}
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
                        onChange={(e) =>
                          setValues((v) => ({ ...v, flags: { ...v.flags, [flag.key]: e.target.checked } }))
                        }
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
          ))}

          <fieldset className="space-y-3 border-t border-slate-200 pt-4">
            <legend className="text-sm font-semibold text-slate-900">Scheduling rules</legend>
            <p className="text-sm text-slate-600">
              Mileage ranges limit the opcode to vehicles within them (none: every vehicle). Daily limits cap
              how many appointments per weekday may include it (blank: no limit).
            </p>
            <div className="space-y-2">
              {values.mileage.map((row, index) => {
                const rowId = `${id}-mileage-${index}`;
                const error = errors[`mileage.${index}`];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
                  <div key={index} className="flex flex-wrap items-end gap-2">
                    <Field id={rowId} label={`Range ${index + 1}: from mileage`} error={error}>
                      <Input
                        id={rowId}
                        inputMode="numeric"
                        value={row.fromMileage}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy(rowId, { error: Boolean(error) })}
                        onChange={(e) =>
                          setValues((v) => ({
                            ...v,
                            mileage: v.mileage.map((m, i) =>
                              i === index ? { ...m, fromMileage: e.target.value } : m,
                            ),
                          }))
                        }
                      />
                    </Field>
                    <Field id={`${rowId}-to`} label="to mileage (blank: no limit)">
                      <Input
                        id={`${rowId}-to`}
                        inputMode="numeric"
                        value={row.toMileage}
                        onChange={(e) =>
                          setValues((v) => ({
                            ...v,
                            mileage: v.mileage.map((m, i) =>
                              i === index ? { ...m, toMileage: e.target.value } : m,
                            ),
                          }))
                        }
                      />
                    </Field>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setValues((v) => ({ ...v, mileage: v.mileage.filter((_, i) => i !== index) }))
                      }
                    >
                      Remove range {index + 1}
                    </Button>
                  </div>
                );
              })}
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setValues((v) => ({ ...v, mileage: [...v.mileage, { fromMileage: '0', toMileage: '' }] }))
                }
              >
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
                      onChange={(e) =>
                        setValues((v) => ({
                          ...v,
                          dailyLimits: v.dailyLimits.map((l, i) => (i === dayIndex ? e.target.value : l)),
                        }))
                      }
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>

          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            <Button type="submit" loading={save.isPending}>
              {opcode ? 'Save changes' : 'Create opcode'}
            </Button>
            <Button variant="secondary" onClick={() => onDone(null)}>
              Cancel
            </Button>
          </div>
        </form>
        {opcode && <OpcodeHistory scope={scope} uuid={opcode.uuid} />}
      </CardBody>
    </Card>
  );
}
