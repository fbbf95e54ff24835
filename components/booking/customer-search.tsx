'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { customerName, vehicleName } from './booking-model';
import { contactLine } from './customer-contact';
import type { CustomerStepInput } from './customer-form-model';
import { LoadError, Loading } from './parts';
import { customerPageSize, useCustomerSearch } from './queries';

/** The customer search answers at most this many matches. */
const maxCustomerResults = 100;
const counted = new Intl.NumberFormat('en-US');

/**
 * The search for the step's term, a page at a time. Kept by the step so the pages shown survive
 * switching to the new-customer form and back.
 */
export function useCustomerPages(departmentUuid: string, input: CustomerStepInput) {
  const [shown, setShown] = useState(customerPageSize);
  // A new search term starts from the first page of matches again.
  const [shownFor, setShownFor] = useState(input.term);
  if (shownFor !== input.term) {
    setShownFor(input.term);
    setShown(customerPageSize);
  }
  const search = useCustomerSearch(departmentUuid, input.mode === 'search' ? input.term : '', shown);
  const showMore = () => setShown((n) => Math.min(n + customerPageSize, maxCustomerResults));
  return { search, showMore };
}

type CustomerPages = ReturnType<typeof useCustomerPages>;

/** The search field and its matches; a match is chosen by pressing it. */
export function CustomerSearch({
  input,
  onInput,
  pages: { search, showMore },
  selected,
  onSelect,
}: {
  input: CustomerStepInput;
  onInput: (input: CustomerStepInput) => void;
  pages: CustomerPages;
  selected: CustomerWithVehiclesDto | null;
  onSelect: (customer: CustomerWithVehiclesDto) => void;
}) {
  const results = search.data?.customers ?? [];
  const term = input.term.trim();
  return (
    <div className="space-y-3">
      <Field id="customer-search" label="Search customers" hint="Name, phone number, email or VIN">
        <Input
          id="customer-search"
          type="search"
          value={input.term}
          onChange={(e) => onInput({ ...input, term: e.target.value })}
          maxLength={30}
          autoComplete="off"
          aria-describedby={describedBy('customer-search', { hint: true })}
        />
      </Field>
      {term.length < 2 ? (
        <p className="text-sm text-slate-600">Type at least two characters.</p>
      ) : search.isPending ? (
        <Loading>Searching customers…</Loading>
      ) : search.isError ? (
        <LoadError what="Customers" error={search.error} onRetry={() => search.refetch()} />
      ) : results.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-4 text-sm text-slate-700">
          <p>No customer matches “{term}”.</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => onInput({ ...input, mode: 'new' })}
          >
            Create a new customer
          </Button>
        </div>
      ) : (
        <>
          <MatchingCustomers
            results={results}
            busy={search.isFetching}
            selected={selected}
            onSelect={onSelect}
          />
          <ShowMore
            shown={results.length}
            total={search.data?.matchingCount ?? 0}
            loading={search.isFetching}
            onMore={showMore}
          />
        </>
      )}
    </div>
  );
}

function MatchingCustomers({
  results,
  busy,
  selected,
  onSelect,
}: {
  results: CustomerWithVehiclesDto[];
  busy: boolean;
  selected: CustomerWithVehiclesDto | null;
  onSelect: (customer: CustomerWithVehiclesDto) => void;
}) {
  return (
    <ul aria-label="Matching customers" className="space-y-2" aria-busy={busy}>
      {results.map((c) => {
        const isSelected = selected?.customer.customerUuid === c.customer.customerUuid;
        return (
          <li key={c.customer.customerUuid}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(c)}
              className={`w-full rounded-md border px-3 py-2.5 text-left ${
                isSelected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50'
              }`}
            >
              <span className="block font-medium text-slate-900">{customerName(c.customer)}</span>
              <span className="block text-sm text-slate-600">
                {[contactLine(c.customer), c.vehicles.map(vehicleName).join(', ')]
                  .filter(Boolean)
                  .join(' · ') || 'No phone, email or vehicle on file'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "10 of 34 matching customers", and "Show more" while there are more (up to the search's limit). */
function ShowMore({
  shown,
  total,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
}) {
  if (total <= shown) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <p aria-live="polite">
        {counted.format(shown)} of {counted.format(total)} matching customers
      </p>
      {shown < maxCustomerResults ? (
        <Button variant="secondary" size="sm" loading={loading} onClick={onMore}>
          Show more
        </Button>
      ) : (
        <p>Type more of the name, phone, email or VIN to narrow the search.</p>
      )}
    </div>
  );
}
