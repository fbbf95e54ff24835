'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useUnreadCount } from '@/components/inbox/queries';
import { cn } from '@/components/ui/cn';
import { isNavItemActive, type NavItem } from './nav-items';

/**
 * Vertical in the sidebar on wide screens, a scrollable row of tabs on phones. With the advisor's
 * department, an entry with `badge: 'unread'` shows its unread count ("Inbox, 3 unread").
 */
export function MainNav({ items, departmentUuid }: { items: readonly NavItem[]; departmentUuid?: string }) {
  const unread = useUnreadCount(departmentUuid ?? '', Boolean(departmentUuid)).data ?? 0;
  const pathname = usePathname();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: bring the current page's tab into view, not just "Home".
  const activeHref = items.find((item) => isNavItemActive(item, pathname))?.href;
  useEffect(() => {
    if (!activeHref) return;
    list.current
      ?.querySelector(`a[href="${activeHref}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeHref]);
  return (
    <nav aria-label="Main">
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:overflow-visible lg:px-3 lg:py-4"
      >
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                aria-label={item.badge && unread > 0 ? `${item.label}, ${unread} unread` : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                  active
                    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {item.label}
                {item.badge && unread > 0 && (
                  <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
