/**
 * Entries of the advisor navigation, in display order. Add a line here when a page exists, never
 * before: a link to a missing page is a dead end for an advisor with a customer at the counter.
 * `match: 'exact'` keeps Home from looking active on every page; `badge: 'unread'` shows the
 * department's unread incoming messages beside the entry.
 */
export type NavItem = { href: string; label: string; match?: 'exact' | 'prefix'; badge?: 'unread' };

export const advisorNavItems: readonly NavItem[] = [
  { href: '/', label: 'Home', match: 'exact' },
  { href: '/schedule', label: 'Schedule' },
  { href: '/book', label: 'Book' },
  { href: '/inbox', label: 'Inbox', badge: 'unread' },
  { href: '/payments', label: 'Payments' },
  { href: '/opcodes', label: 'Opcodes' },
  { href: '/settings', label: 'Settings' },
  { href: '/docs', label: 'API docs' },
];

export const isNavItemActive = (item: NavItem, pathname: string): boolean =>
  item.match === 'exact'
    ? pathname === item.href
    : pathname === item.href || pathname.startsWith(`${item.href}/`);
