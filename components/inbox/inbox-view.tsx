'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useInboxThreads } from './queries';
import { threadInAddress, threadPath } from './thread-address';
import { ThreadPane } from './thread-pane';
import type { InboxAdvisor } from './types';

/**
 * The open thread is the one the address names (thread-address.ts); opening or leaving one changes
 * the address without reloading the page, so reload, back and forward follow it.
 */
function useThreadInAddress(): [string | null, (customerUuid: string | null) => void] {
  const pathname = usePathname();
  const customerParam = useSearchParams().get('customer');
  const selected = threadInAddress(pathname, customerParam);
  useEffect(() => {
    // A link naming the customer in the query (?customer=) becomes the thread's own address.
    if (selected && customerParam !== null) window.history.replaceState(null, '', threadPath(selected));
  }, [selected, customerParam]);
  const select = useCallback((customerUuid: string | null) => {
    window.history.pushState(null, '', threadPath(customerUuid));
  }, []);
  return [selected, select];
}

/** Customer threads on the left (search, unread counts), the open thread on the right. */
export function InboxView({ advisor }: { advisor: InboxAdvisor }) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useThreadInAddress();
  const [onlyMine, setOnlyMine] = useState(false);
  const threads = useInboxThreads(advisor.departmentUuid, search.trim(), onlyMine ? advisor.userUuid : null);
  const current = (threads.data ?? []).find((t) => t.customerUuid === selected) ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 md:h-[calc(100vh-9rem)] md:flex-row">
      <section
        aria-labelledby="threads-heading"
        className={cn(
          'flex min-h-0 flex-col rounded-lg border border-slate-200 bg-white md:w-80',
          selected && 'hidden md:flex',
        )}
      >
        <div className="border-b border-slate-200 p-3">
          <h1 id="threads-heading" className="text-lg font-semibold text-slate-900">
            Inbox
          </h1>
          <label htmlFor="inbox-search" className="sr-only">
            Search customers
          </label>
          <Input
            id="inbox-search"
            type="search"
            placeholder="Search name, phone or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="mt-2"
          />
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={onlyMine} onChange={(e) => setOnlyMine(e.target.checked)} />
            Mine
          </label>
        </div>
        <ThreadList
          threads={threads}
          searching={Boolean(search)}
          selected={selected}
          onSelect={setSelected}
        />
      </section>
      <section aria-label="Conversation" className={cn('min-h-0 flex-1', !selected && 'hidden md:block')}>
        {selected ? (
          <ThreadPane
            key={selected}
            advisor={advisor}
            customerUuid={selected}
            customerName={current?.customerName ?? null}
            onBack={() => setSelected(null)}
          />
        ) : (
          <div className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
            Choose a conversation, or search for a customer to text or email them.
          </div>
        )}
      </section>
    </div>
  );
}

type ThreadsQuery = ReturnType<typeof useInboxThreads>;
type InboxThread = NonNullable<ThreadsQuery['data']>[number];

/** The conversations found, or why there are none (loading, failed, nothing matches). */
function ThreadList({
  threads,
  searching,
  selected,
  onSelect,
}: {
  threads: ThreadsQuery;
  searching: boolean;
  selected: string | null;
  onSelect: (customerUuid: string) => void;
}) {
  const list = threads.data ?? [];
  if (threads.isPending) {
    return (
      <div className="flex items-center gap-2 p-4 text-sm text-slate-600">
        <Spinner /> Loading conversations…
      </div>
    );
  }
  if (threads.isError) {
    return (
      <Alert tone="error" className="m-3">
        The conversations could not be loaded: {threads.error.message}
      </Alert>
    );
  }
  if (list.length === 0) {
    return (
      <p className="p-4 text-sm text-slate-600">
        {searching
          ? 'No customer matches this search.'
          : 'No conversations yet. Search for a customer to start one.'}
      </p>
    );
  }
  return (
    <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label="Conversations">
      {list.map((t) => (
        <li key={t.customerUuid}>
          <ThreadButton
            thread={t}
            isSelected={t.customerUuid === selected}
            onSelect={() => onSelect(t.customerUuid)}
          />
        </li>
      ))}
    </ul>
  );
}

/** One conversation: the customer, when they last wrote, the last message and the unread count. */
function ThreadButton({
  thread: t,
  isSelected,
  onSelect,
}: {
  thread: InboxThread;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const clock = useClock();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'flex w-full flex-col gap-0.5 px-3 py-2.5 text-left hover:bg-slate-50 focus-ring',
        isSelected && 'bg-brand-50',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span
          className={cn(
            'truncate text-sm text-slate-900',
            t.unreadCount > 0 ? 'font-semibold' : 'font-medium',
          )}
        >
          {t.customerName ?? 'Unnamed customer'}
        </span>
        {t.lastMessage && (
          <span className="shrink-0 text-xs text-slate-600">{clock.recent(t.lastMessage.receivedOn)}</span>
        )}
      </span>
      <span className="flex items-center justify-between gap-2">
        <span className="truncate text-sm text-slate-600">
          {t.lastMessage?.body ?? t.phoneNumber ?? t.emailAddress ?? ''}
        </span>
        {t.assignee && <span className="shrink-0 text-xs text-slate-600">{t.assignee.name}</span>}
        {/* The open thread is being read: a count fetched before its open landed is stale. */}
        {t.unreadCount > 0 && !isSelected && (
          <Badge
            className="shrink-0 bg-brand-700 text-white ring-brand-700"
            aria-label={`${t.unreadCount} unread`}
          >
            {t.unreadCount}
          </Badge>
        )}
      </span>
    </button>
  );
}
