'use client';

import { Alert } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Loading } from './parts';
import { useEligibleAdvisors } from './queries';

/** Step 5 (optional): the advisor, or any advisor who is free at the chosen time. */
export function AdvisorStep({
  dealerUuid,
  departmentUuid,
  chosen,
  onChoose,
}: {
  dealerUuid: string;
  departmentUuid: string;
  chosen: string | null;
  onChoose: (advisorUuid: string | null) => void;
}) {
  const advisors = useEligibleAdvisors(dealerUuid, departmentUuid);
  if (advisors.isPending) return <Loading>Loading advisors…</Loading>;
  const list = advisors.data ?? [];
  return (
    <div className="space-y-3">
      {advisors.isError && (
        <Alert tone="error">
          The advisors could not be loaded ({advisors.error.message}). You can continue with any advisor, or{' '}
          <button type="button" className="font-medium underline" onClick={() => advisors.refetch()}>
            try again
          </button>
          .
        </Alert>
      )}
      <Field
        id="booking-advisor"
        label="Assigned advisor"
        hint="Optional. With any advisor, the least busy advisor free at the chosen time gets the visit."
      >
        <Select
          id="booking-advisor"
          value={chosen ?? ''}
          onChange={(e) => onChoose(e.target.value || null)}
          aria-describedby={describedBy('booking-advisor', { hint: true })}
          className="sm:max-w-sm"
        >
          <option value="">Any available advisor</option>
          {list.map((a) => (
            <option key={a.uuid} value={a.uuid}>
              {a.name}
            </option>
          ))}
        </Select>
      </Field>
      {!advisors.isError && list.length === 0 && (
        <p className="text-sm text-slate-600">No advisors are set up for appointments; any advisor it is.</p>
      )}
    </div>
  );
}
