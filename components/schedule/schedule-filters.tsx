'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { type DepartmentAdvisor, type ScheduleFilters, type StatusKey, statusGroups } from './schedule-model';

/** Advisor, team and status filters; on a phone they fold away behind a button until asked for. */
export function ScheduleFilterFields({
  advisors,
  teams,
  filters,
  onChange,
}: {
  advisors: DepartmentAdvisor[];
  teams: Array<{ teamUuid: string; name: string }>;
  filters: ScheduleFilters;
  onChange: (filters: ScheduleFilters) => void;
}) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const active = [filters.advisorUuid, filters.teamUuid, filters.status].filter(Boolean).length;
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={`${ids}-filters`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : 'Filters'}
        {active > 0 && ` (${active})`}
      </Button>
      <div
        id={`${ids}-filters`}
        className={cn('mt-3 gap-3 sm:mt-0 sm:grid sm:grid-cols-3', open ? 'grid' : 'hidden')}
      >
        <Field id={`${ids}-advisor`} label="Advisor">
          <Select
            id={`${ids}-advisor`}
            value={filters.advisorUuid}
            onChange={(e) => onChange({ ...filters, advisorUuid: e.target.value })}
          >
            <option value="">All advisors</option>
            {advisors.map((a) => (
              <option key={a.uuid} value={a.uuid}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${ids}-team`} label="Team">
          <Select
            id={`${ids}-team`}
            value={filters.teamUuid}
            onChange={(e) => onChange({ ...filters, teamUuid: e.target.value })}
          >
            <option value="">All teams</option>
            {teams.map((t) => (
              <option key={t.teamUuid} value={t.teamUuid}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${ids}-status`} label="Status">
          <Select
            id={`${ids}-status`}
            value={filters.status}
            onChange={(e) => onChange({ ...filters, status: e.target.value as StatusKey | '' })}
          >
            <option value="">All statuses</option>
            {statusGroups.map((g) => (
              <option key={g.key} value={g.key}>
                {g.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}
