'use client';

import { Alert } from '@/components/ui/alert';
import type { Authority } from '@/server/users/authorities';
import { adminApi } from '../api';
import { useAdminMutation } from '../queries';
import { authorityLabels } from './authority-labels';

const authorities = Object.entries(authorityLabels) as Array<[Authority, string]>;

/** What the person may do in the department: one checkbox per known authority, saved at once. */
export function AuthoritiesEditor({
  departmentUuid,
  departmentName,
  userUuid,
  authorities: held,
}: {
  departmentUuid: string;
  departmentName: string;
  userUuid: string;
  authorities: string[];
}) {
  const save = useAdminMutation((change: { authority: string; on: boolean }) =>
    adminApi.setAuthorities(
      departmentUuid,
      userUuid,
      change.on ? [change.authority] : [],
      change.on ? [] : [change.authority],
    ),
  );
  return (
    <fieldset className="space-y-1.5" disabled={save.isPending} aria-busy={save.isPending || undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">May do in {departmentName}</legend>
      {authorities.map(([authority, label]) => (
        <label key={authority} className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            checked={held.includes(authority)}
            onChange={(e) => save.mutate({ authority, on: e.target.checked })}
          />
          <span>{label}</span>
        </label>
      ))}
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
    </fieldset>
  );
}
