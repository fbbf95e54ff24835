import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

export type TodayItem = {
  key: string;
  href: string;
  /** What the link says: enough to act on without opening it. */
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
};

/**
 * One list of the Today page: a heading with its count, each item one link away from where it is
 * handled, and, when there is nothing, a sentence that says what is empty.
 */
export function TodayList({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: TodayItem[];
  empty: string;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle id={id}>{title}</CardTitle>
        <span className="text-sm text-slate-600">
          {items.length}
          <span className="sr-only"> items</span>
        </span>
      </CardHeader>
      <div>
        {items.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  className="flex items-center justify-between gap-3 px-4 py-2.5 hover:bg-slate-50 focus-ring sm:px-5"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{item.title}</span>
                    {item.detail && (
                      <span className="block truncate text-sm text-slate-600">{item.detail}</span>
                    )}
                  </span>
                  {item.aside && <span className="shrink-0">{item.aside}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
