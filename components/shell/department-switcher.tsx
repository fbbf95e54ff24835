'use client';

import { useTransition } from 'react';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

export type DepartmentOption = { departmentUuid: string; label: string };

/**
 * Chooses the department the pages work in. The server action stores the choice and Next renders
 * the page again with it. Without JavaScript the form still works through the Switch button.
 */
export function DepartmentSwitcher({
  options,
  selected,
  selectDepartment,
}: {
  options: DepartmentOption[];
  selected: string;
  selectDepartment: (formData: FormData) => Promise<void>;
}) {
  const [pending, startTransition] = useTransition();
  return (
    <form action={selectDepartment} className="flex items-center gap-2">
      <Label htmlFor="department-switcher" className="shrink-0 text-slate-600">
        Department
      </Label>
      <Select
        id="department-switcher"
        name="departmentUuid"
        defaultValue={selected}
        // Not disabled while switching: a disabled select drops keyboard focus.
        aria-busy={pending || undefined}
        className="min-w-0 max-w-64"
        onChange={(event) => {
          const formData = new FormData(event.currentTarget.form ?? undefined);
          startTransition(() => selectDepartment(formData));
        }}
      >
        {options.map((option) => (
          <option key={option.departmentUuid} value={option.departmentUuid}>
            {option.label}
          </option>
        ))}
      </Select>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-sm">
          Switch
        </button>
      </noscript>
    </form>
  );
}
