'use client';

import { Alert } from '@/components/ui/alert';
import { adminApi } from '../api';
import { useAdminMutation, useTeams } from '../queries';

/** The department's current teams, ticked where the person is a member. */
export function TeamMembership({
  departmentUuid,
  dealerAssociateUuid,
}: {
  departmentUuid: string;
  dealerAssociateUuid: string;
}) {
  const teams = useTeams(departmentUuid);
  const save = useAdminMutation((change: { teamUuid: string; member: boolean }) =>
    adminApi.setTeamMember(departmentUuid, change.teamUuid, dealerAssociateUuid, change.member),
  );
  const current = (teams.data?.teams ?? []).filter((t) => !t.retired);
  return (
    <fieldset className="space-y-1.5" disabled={save.isPending} aria-busy={save.isPending || undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Teams</legend>
      {teams.isPending && <p className="text-sm text-slate-600">Loading teams…</p>}
      {!teams.isPending && current.length === 0 && (
        <p className="text-sm text-slate-600">The department has no teams.</p>
      )}
      {current.map((t) => (
        <label key={t.teamUuid} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={t.memberDealerAssociateUuids.includes(dealerAssociateUuid)}
            onChange={(e) => save.mutate({ teamUuid: t.teamUuid, member: e.target.checked })}
          />
          {t.name}
        </label>
      ))}
      {(save.error ?? teams.error) && <Alert tone="error">{(save.error ?? teams.error)?.message}</Alert>}
    </fieldset>
  );
}
