import type { AuditEntry } from '../api';
import { formatMoment } from '../format';

/** The action's words for people; an unknown one is shown as it is stored. */
const actionLabels: Record<string, string> = {
  'advisor.create': 'Created an advisor',
  'apiClient.create': 'Created an API client',
  'apiClient.rotate': 'Made a new API client secret',
  'apiClient.revoke': 'Revoked an API client',
  'apiClient.callbackSecret.rotate': 'Made a new callback signing secret',
  'authorities.update': 'Changed authorities',
  'dealer.create': 'Created the dealership',
  'dealer.update': 'Changed the dealership profile',
  'dealerAdmin.grant': 'Made an administrator',
  'dealerAdmin.revoke': 'Removed an administrator',
  'delivery.replay': 'Replayed a callback',
  'department.create': 'Created a department',
  'department.update': 'Changed a department',
  'operator.create': 'Created the operator',
  'team.create': 'Created a team',
  'team.rename': 'Renamed a team',
  'team.retire': 'Retired a team',
  'team.member.add': 'Added a team member',
  'team.member.remove': 'Removed a team member',
  'transportOption.create': 'Created a transport option',
  'transportOption.rename': 'Renamed a transport option',
  'transportOption.retire': 'Retired a transport option',
  'user.deactivate': 'Deactivated someone',
  'user.password.change': 'Changed their password',
  'user.password.reset': 'Reset a password',
  'user.signOutEverywhere': 'Signed out everywhere',
};

/** What the entry is about: the name of the thing, else its username, when the state has one. */
function subject(entry: AuditEntry): string | null {
  const state = entry.after ?? entry.before ?? {};
  for (const key of ['name', 'customName', 'username']) {
    const value = state[key];
    if (typeof value === 'string') return value;
  }
  return null;
}

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const what = subject(entry);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="text-slate-900">
        <span className="font-medium">{entry.actorName}</span> · {actionLabels[entry.action] ?? entry.action}
        {what && <span className="font-medium"> {what}</span>}
      </p>
      <p className="text-slate-600">
        <time dateTime={entry.occurredAt}>{formatMoment(entry.occurredAt)}</time> ·{' '}
        <span className="font-mono text-xs">{entry.action}</span>
      </p>
      {(entry.before || entry.after) && (
        <details className="mt-1">
          <summary className="cursor-pointer text-slate-700">Before and after</summary>
          <pre className="mt-1 max-h-60 overflow-auto rounded bg-slate-50 p-2 text-xs">
            {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
          </pre>
        </details>
      )}
    </li>
  );
}
