'use client';

import { Alert } from '@/components/ui/alert';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { customerName } from './booking-model';
import { contactLine } from './customer-contact';
import type { CustomerStepInput } from './customer-form-model';
import { CustomerSearch, useCustomerPages } from './customer-search';
import { NewCustomerForm } from './new-customer-form';
import { useNewCustomer } from './use-new-customer';

/** Step 1: find the customer, or create one (and, when they already exist, use the existing record). */
export function CustomerStep({
  departmentUuid,
  input,
  onInput,
  selected,
  onSelect,
}: {
  departmentUuid: string;
  input: CustomerStepInput;
  onInput: (input: CustomerStepInput) => void;
  selected: CustomerWithVehiclesDto | null;
  onSelect: (customer: CustomerWithVehiclesDto) => void;
}) {
  const pages = useCustomerPages(departmentUuid, input);
  const newCustomer = useNewCustomer({ departmentUuid, input, onInput, onSelect });
  return (
    <div className="space-y-4">
      <ModeChooser input={input} onInput={onInput} />
      {selected && (
        <Alert tone="success">
          Customer: <strong>{customerName(selected.customer)}</strong>
          {contactLine(selected.customer) && <> · {contactLine(selected.customer)}</>}
        </Alert>
      )}
      {input.mode === 'search' ? (
        <CustomerSearch
          input={input}
          onInput={onInput}
          pages={pages}
          selected={selected}
          onSelect={onSelect}
        />
      ) : (
        <NewCustomerForm form={input.form} state={newCustomer} />
      )}
    </div>
  );
}

function ModeChooser({
  input,
  onInput,
}: {
  input: CustomerStepInput;
  onInput: (input: CustomerStepInput) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Existing or new customer</legend>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm">
        {(
          [
            ['search', 'Find a customer'],
            ['new', 'New customer'],
          ] as const
        ).map(([mode, label]) => (
          <label
            key={mode}
            className={`cursor-pointer rounded px-3 py-1.5 font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
              input.mode === mode ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <input
              type="radio"
              name="customer-mode"
              value={mode}
              checked={input.mode === mode}
              onChange={() => onInput({ ...input, mode })}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
