import { phoneLabel } from '@/components/ui/phone-label';
import type { OnlineDepartmentChoice } from '@/server/online/get-online-page';

/**
 * The first step when the dealership books several departments online: plain links (no script),
 * each opening the page for that department (`?department=`).
 */
export function ChooseDepartment({ choice }: { choice: OnlineDepartmentChoice }) {
  const base = `/book-online/${encodeURIComponent(choice.dealerRef)}`;
  return (
    <section aria-labelledby="department-heading" className="space-y-3">
      <h2 id="department-heading" className="text-lg font-semibold text-slate-900">
        Choose a department
      </h2>
      <ul className="space-y-2">
        {choice.departments.map((d) => (
          <li key={d.ref}>
            <a
              href={`${base}?department=${encodeURIComponent(d.ref)}`}
              className="block min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="block font-semibold">{d.name}</span>
              {d.phoneNumber && (
                <span className="block text-sm text-slate-700">Phone {phoneLabel(d.phoneNumber)}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
