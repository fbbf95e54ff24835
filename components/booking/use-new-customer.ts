'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { bookingApi } from './api';
import { customerName } from './booking-model';
import {
  type CustomerStepInput,
  emptyCustomerStepInput,
  type NewCustomerErrors,
  type NewCustomerForm,
  newCustomerRequestOf,
  possibleMatchTerms,
  validateNewCustomer,
} from './customer-form-model';
import { fetchCustomer, useSaveCustomer } from './queries';

/**
 * Creating a customer from the booking's first step. Kept by the step itself (not the form) so the
 * errors and the matches found survive switching to the search and back.
 */
export function useNewCustomer({
  departmentUuid,
  input,
  onInput,
  onSelect,
}: {
  departmentUuid: string;
  input: CustomerStepInput;
  onInput: (input: CustomerStepInput) => void;
  onSelect: (customer: CustomerWithVehiclesDto) => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveCustomer(departmentUuid);
  const [errors, setErrors] = useState<NewCustomerErrors>({});
  const [possibleMatches, setPossibleMatches] = useState<CustomerWithVehiclesDto[] | null>(null);
  const [matched, setMatched] = useState<CustomerWithVehiclesDto | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const setForm = (patch: Partial<NewCustomerForm>) => {
    onInput({ ...input, form: { ...input.form, ...patch } });
    setPossibleMatches(null);
    setMatched(null);
  };

  async function create(form: NewCustomerForm, searchForDuplicate: boolean) {
    const saved = await save.mutateAsync(newCustomerRequestOf(form, searchForDuplicate));
    const customer = await fetchCustomer(queryClient, departmentUuid, saved.customerUuid);
    if (saved.isNewCustomer) {
      // Saved: the form is done with; the search shows the new customer, chosen.
      onInput({ mode: 'search', term: customerName(customer.customer), form: emptyCustomerStepInput.form });
      onSelect(customer);
    } else setMatched(customer);
  }

  /** An existing customer chosen instead of creating one; the typed form stays for a change of mind. */
  function chooseExisting(customer: CustomerWithVehiclesDto) {
    setPossibleMatches(null);
    setMatched(null);
    onInput({ ...input, mode: 'search', term: customerName(customer.customer) });
    onSelect(customer);
  }

  const attempt = (run: () => Promise<void>) => attemptSave(run, setChecking, setSaveError);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaveError(null);
    const found = validateNewCustomer(input.form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await attempt(async () => {
      const matches = await findPossibleMatches(departmentUuid, input.form);
      if (matches.length > 0) {
        setPossibleMatches(matches);
        return;
      }
      await create(input.form, true);
    });
  }

  const createSeparate = () =>
    attempt(async () => {
      await create(input.form, false);
      setPossibleMatches(null);
    });

  return {
    errors,
    possibleMatches,
    matched,
    saveError,
    busy: checking,
    saving: checking || save.isPending,
    setForm,
    chooseExisting,
    onSubmit,
    createSeparate,
  };
}

export type NewCustomerState = ReturnType<typeof useNewCustomer>;

/**
 * Customers who share the phone or email typed. Looked up before saving: the save operation's
 * duplicate search updates the matching customer with the values sent (a typo in the first name
 * would rename them), so the advisor decides first.
 */
async function findPossibleMatches(
  departmentUuid: string,
  form: NewCustomerForm,
): Promise<CustomerWithVehiclesDto[]> {
  const found = await Promise.all(
    possibleMatchTerms(form).map((t) => bookingApi.searchCustomers(departmentUuid, t)),
  );
  const byUuid = new Map(found.flat().map((c) => [c.customer.customerUuid, c]));
  return [...byUuid.values()];
}

/** Runs one save attempt, showing its failure and the busy state. */
async function attemptSave(
  run: () => Promise<void>,
  setBusy: (busy: boolean) => void,
  setError: (message: string | null) => void,
) {
  setError(null);
  setBusy(true);
  try {
    await run();
  } catch (error) {
    setError(error instanceof Error ? error.message : 'The customer could not be saved.');
  } finally {
    setBusy(false);
  }
}
