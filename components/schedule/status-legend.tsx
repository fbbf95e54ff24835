import { cn } from '@/components/ui/cn';
import { statusGroups } from './schedule-model';

/** What each block colour means; the status is also in every block's text and name. */
export function StatusLegend() {
  return (
    <div>
      <h2 className="sr-only">Status colours</h2>
      <ul aria-label="Status colours" className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
        {statusGroups.map((g) => (
          <li key={g.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-sm', g.swatch)} />
            {g.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
