'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import { ApiError } from './api';
import {
  codeTakenMessage,
  emptyFormValues,
  type FormValues,
  fieldGroups,
  formValuesFrom,
  toOpcodeInput,
} from './opcode-form-model';
import { FieldGroupSection, SchedulingRulesSection } from './opcode-form-sections';
import { OpcodeHistory } from './opcode-history';
import { type OpcodeScope, useSaveOpcode } from './queries';

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
  const { values, setValues, errors, submit, save } = useOpcodeFormState({ id, scope, opcode, onDone });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const serverError =
    save.error && !(save.error instanceof ApiError && save.error.code === 'OPCODE_ALREADY_EXISTS');
  const sectionProps = { id, values, errors, change: setValues };
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
            <FieldGroupSection key={group.title} group={group} {...sectionProps} />
          ))}
          <SchedulingRulesSection {...sectionProps} />

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

/** The form's values and errors; saving checks them first and then focuses the first field to fix. */
function useOpcodeFormState({
  id,
  scope,
  opcode,
  onDone,
}: {
  id: string;
  scope: OpcodeScope;
  opcode: OpcodeDto | null;
  onDone: (saved: OpcodeDto | null) => void;
}) {
  const [values, setValues] = useState<FormValues>(() =>
    opcode ? formValuesFrom(opcode) : emptyFormValues(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOpcode(scope);

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
        setErrors({ laborOpCode: codeTakenMessage(values.text.laborOpCode) });
        document.getElementById(`${id}-laborOpCode`)?.focus();
      }
    }
  }

  return { values, setValues, errors, submit, save };
}
