'use client';

import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type FormErrors, formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { TextField } from '../text-field';
import {
  campaignBodyOf,
  campaignFields,
  campaignFormErrors,
  campaignValuesOf,
  repairLabel,
} from './campaign-form-model';
import { type NewCampaignInput, type RepairOpcode, recallsAdminApi } from './recalls-api';

function TextArea({
  name,
  label,
  hint,
  errors,
  rows = 3,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: FormErrors;
  rows?: number;
}) {
  const id = `recall-${name}`;
  const error = errors.fields[name];
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={name === 'vins' ? 10_000 : 1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        className={cn(controlClasses, 'py-2')}
      />
    </Field>
  );
}

/** The repair opcode (choosing it fills in its recall id) and the recall id itself. */
function RepairFields(props: {
  repairs: RepairOpcode[];
  errors: FormErrors;
  recallId: string;
  setRecallId: (recallId: string) => void;
}) {
  const { repairs, errors, recallId, setRecallId } = props;
  const opError = errors.fields.operationUuid;
  return (
    <>
      <Field
        id="recall-operationUuid"
        label="Repair opcode"
        hint="Opcodes with a recall id, from the catalog"
        error={opError}
      >
        <Select
          id="recall-operationUuid"
          name="operationUuid"
          defaultValue=""
          aria-invalid={opError ? true : undefined}
          aria-describedby={describedBy('recall-operationUuid', { hint: true, error: Boolean(opError) })}
          onChange={(e) =>
            setRecallId(repairs.find((r) => r.operationUuid === e.target.value)?.recallId ?? '')
          }
        >
          <option value="">Choose…</option>
          {repairs.map((r) => (
            <option key={r.operationUuid} value={r.operationUuid}>
              {repairLabel(r)}
            </option>
          ))}
        </Select>
      </Field>
      <TextField
        name="oemRecallId"
        label="OEM recall id"
        hint="As the manufacturer numbers it; the opcode's recall id"
        idPrefix="recall-"
        maxLength={40}
        value={recallId}
        onChange={(e) => setRecallId(e.target.value)}
        errors={errors}
        required
      />
    </>
  );
}

/** The vehicles a campaign covers: listed VINs, or a make and model within model years. */
function VehicleFields({ errors }: { errors: FormErrors }) {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Vehicles covered</legend>
      <TextArea
        name="vins"
        label="VINs"
        hint="One per line, or separated by commas; leave empty to cover a model"
        errors={errors}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField name="make" label="Make" idPrefix="recall-" maxLength={60} errors={errors} />
        <TextField name="model" label="Model" idPrefix="recall-" maxLength={60} errors={errors} />
        <TextField
          name="yearFrom"
          label="From year"
          idPrefix="recall-"
          inputMode="numeric"
          maxLength={4}
          errors={errors}
        />
        <TextField
          name="yearTo"
          label="To year"
          idPrefix="recall-"
          inputMode="numeric"
          maxLength={4}
          errors={errors}
        />
      </div>
    </fieldset>
  );
}

/** A campaign the dealership learnt of: the repair opcode (its recall id comes with it), the words, the vehicles. */
export function NewCampaignForm({ dealerUuid, repairs }: { dealerUuid: string; repairs: RepairOpcode[] }) {
  const add = useAdminMutation((body: NewCampaignInput) => recallsAdminApi.add(dealerUuid, body));
  const [checked, setChecked] = useState<FormErrors | null>(null);
  const [recallId, setRecallId] = useState('');
  const errors = checked ?? formErrorsOf(add.error, campaignFields);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const values = campaignValuesOf(new FormData(formElement));
    const refused = campaignFormErrors(values);
    setChecked(refused);
    if (refused) return;
    add.mutate(campaignBodyOf(values), {
      onSuccess: () => {
        formElement.reset();
        setRecallId('');
      },
    });
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="New recall campaign" noValidate>
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <RepairFields repairs={repairs} errors={errors} recallId={recallId} setRecallId={setRecallId} />
        <TextField
          name="title"
          label="Title for customers"
          hint="e.g. Fuel pump replacement"
          idPrefix="recall-"
          maxLength={200}
          errors={errors}
          required
        />
        <TextArea name="description" label="Description for customers (optional)" errors={errors} rows={2} />
      </div>
      <VehicleFields errors={errors} />
      <Button type="submit" loading={add.isPending} disabled={repairs.length === 0}>
        Add recall campaign
      </Button>
    </form>
  );
}
