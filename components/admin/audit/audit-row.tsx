import type { AuditEntry } from '../api';
import { useFormatMoment } from '../format';
import { actionLabel, auditSubject } from './audit-words';

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const formatMoment = useFormatMoment();
  const what = auditSubject(entry);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="text-slate-900">
        <span className="font-medium">{entry.actorName}</span> · {actionLabel(entry.action)}
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
