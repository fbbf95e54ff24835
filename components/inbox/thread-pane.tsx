'use client';

import { type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Clock, formatDateTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { MessageRecord } from '@/server/conversations/conversation.schemas';
import { compactControl, compactLabel } from './compact-control';
import { deliveryLabel } from './delivery-status';
import { useAssignThread, useOpenThread, useThread, useThreadContext } from './queries';
import { ThreadComposer } from './thread-composer';
import { ThreadSidePanel } from './thread-side-panel';
import type { InboxAdvisor } from './types';

const toneClasses = {
  neutral: 'bg-slate-50 text-slate-700 ring-slate-300',
  good: 'bg-green-50 text-green-800 ring-green-300',
  bad: 'bg-red-50 text-red-800 ring-red-300',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-300',
};

const isoOf = (wire: string | null) => (wire ? wire.replace(/\+0000$/, 'Z') : null);

function time(wire: string | null, clock: Clock): string {
  const iso = isoOf(wire);
  return iso ? formatDateTime(iso, clock) : '';
}

function MessageItem({ message }: { message: MessageRecord; timeZone: string }) {
  const clock = useClock();
  const incoming = message.messageType === 'R';
  const note = message.messageType === 'N';
  const event = message.messageType === 'F';
  const status = deliveryLabel(message);
  if (event) {
    return (
      <li className="text-center text-xs text-slate-500">
        {message.messageExtnDTO.messageBody} · {time(message.receivedOn, clock)}
      </li>
    );
  }
  const channel = message.protocol === 'E' ? 'Email' : message.protocol === 'X' ? 'Text' : 'Internal note';
  return (
    <li className={cn('flex flex-col', incoming ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
          incoming && 'bg-slate-100 text-slate-900',
          note && 'border border-amber-200 bg-amber-50 text-amber-950',
          !incoming && !note && 'bg-brand-700 text-white',
        )}
      >
        {message.messageExtnDTO.subject && <p className="font-semibold">{message.messageExtnDTO.subject}</p>}
        {message.messageExtnDTO.messageBody}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
        <span>{channel}</span>
        <span aria-hidden="true">·</span>
        <span>{time(message.receivedOn, clock)}</span>
        {status && <Badge className={toneClasses[status.tone]}>{status.label}</Badge>}
      </p>
      {message.twilioDeliveryFailureMessage && (
        <p className="mt-0.5 max-w-[85%] text-right text-xs text-red-700">
          {message.twilioDeliveryFailureMessage}
        </p>
      )}
      {message.warnings.map((warning) => (
        <p
          key={warning.warningCode + warning.warningDescription}
          className="mt-0.5 max-w-[85%] text-right text-xs text-amber-700"
        >
          {warning.warningDescription}
        </p>
      ))}
    </li>
  );
}

type ThreadQuery = ReturnType<typeof useThread>;

/** One customer's thread: older messages load on scroll, new ones appear by polling. */
export function ThreadPane({
  advisor,
  customerUuid,
  customerName,
  onBack,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  customerName: string | null;
  onBack: () => void;
}) {
  const opened = useOpenThread(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const thread = useThread(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const messages = (thread.data?.pages ?? []).flatMap((p) => p.messages).reverse();

  // A reply that arrives while the thread is open has been read: open it again to mark it so.
  const newestIncoming = messages.findLast((m) => m.messageType === 'R')?.uuid;
  const { refetch: reopen } = opened;
  useEffect(() => {
    if (newestIncoming) void reopen();
  }, [newestIncoming, reopen]);

  const name = opened.data?.customerName ?? customerName ?? 'Customer';
  const phone = opened.data?.phones[0] ?? null;
  const lock = opened.data?.lock;

  return (
    <div className="flex h-full min-h-[70vh] flex-col rounded-lg border border-slate-200 bg-white md:min-h-0">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
          ← Back
        </Button>
        <div className="min-w-0 flex-1 basis-40">
          <h2 className="truncate text-base font-semibold text-slate-900">{name}</h2>
          <p className="truncate text-sm text-slate-600">
            {[phone?.phoneNumber, opened.data?.emails[0]?.emailAddress].filter(Boolean).join(' · ')}
          </p>
        </div>
        <AssignControl advisor={advisor} customerUuid={customerUuid} />
      </header>
      {phone?.optInStatus === 'OPTED_OUT' && (
        <Alert tone="error" className="mx-3 mt-3">
          {name} opted out of texts at {phone.phoneNumber}. Texting is blocked; send an email or call instead.
        </Alert>
      )}
      {lock && !lock.heldByYou && (
        <Alert tone="info" className="mx-3 mt-3">
          {lock.holderName} is working with this customer right now; your texts will be refused until they are
          done.
        </Alert>
      )}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="flex min-h-0 flex-1 flex-col">
          <MessageList thread={thread} messages={messages} name={name} timeZone={advisor.timeZone} />
          <ThreadComposer advisor={advisor} customerUuid={customerUuid} />
        </div>
        <div className="border-t border-slate-200 lg:w-60 lg:overflow-y-auto lg:border-t-0 lg:border-l">
          <ThreadSidePanel advisor={advisor} customerUuid={customerUuid} />
        </div>
      </div>
    </div>
  );
}

/**
 * The messages, oldest first, and the scheduled ones after them. Opens at the newest and follows
 * new ones while the advisor is at the bottom; the top edge coming into view loads older pages,
 * which appear above without moving what the advisor is reading.
 */
function MessageList({
  thread,
  messages,
  name,
  timeZone,
}: {
  thread: ThreadQuery;
  messages: MessageRecord[];
  name: string;
  timeZone: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const clock = useClock();
  const topRef = useRef<HTMLDivElement>(null);
  const drafts = (thread.data?.pages[0]?.drafts ?? []).filter(
    (d) => d.draftMessageMetaDataDTO?.status === 'SCHEDULED',
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useKeepAtNewest(listRef, messages[0]?.uuid, messages.at(-1)?.uuid);
  useLoadOlderAtTop(listRef, topRef, thread);

  return (
    <div
      ref={listRef}
      className="min-h-40 flex-1 overflow-y-auto p-3 max-md:max-h-[55dvh] md:min-h-0"
      aria-live="polite"
      aria-busy={thread.isFetching}
    >
      <div ref={topRef} />
      {hasNextPage && (
        <div className="mb-3 text-center">
          <Button
            variant="secondary"
            size="sm"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Load older messages
          </Button>
        </div>
      )}
      {thread.isPending ? (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Loading messages…
        </div>
      ) : thread.isError ? (
        <Alert tone="error">The messages could not be loaded: {thread.error.message}</Alert>
      ) : messages.length === 0 && drafts.length === 0 ? (
        <p className="text-sm text-slate-600">No messages with {name} yet.</p>
      ) : (
        <ol className="space-y-3" aria-label={`Messages with ${name}`}>
          {messages.map((m) => (
            <MessageItem key={m.uuid} message={m} timeZone={timeZone} />
          ))}
          {drafts.map((d) => (
            <li key={d.uuid} className="flex flex-col items-end">
              <div className="max-w-[85%] rounded-lg border border-dashed border-brand-300 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">
                {d.messageExtnDTO.messageBody}
              </div>
              <p className="mt-1 text-xs text-slate-500">
                Scheduled for {time(d.draftMessageMetaDataDTO?.scheduledOn ?? null, clock)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Loads the next page of older messages when the top edge of the list comes into view. */
function useLoadOlderAtTop(
  listRef: RefObject<HTMLDivElement | null>,
  topRef: RefObject<HTMLDivElement | null>,
  thread: ThreadQuery,
) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const sentinel = topRef.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: listRef.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [listRef, topRef, hasNextPage, isFetchingNextPage, fetchNextPage]);
}

/** Near enough to the bottom to follow new messages (a few lines). */
const followDistancePx = 120;

/**
 * Scrolls the list to its newest message when the thread opens and when a new one arrives while
 * the advisor is at the bottom; when older messages are added above, keeps the view where it was.
 */
function useKeepAtNewest(
  listRef: RefObject<HTMLDivElement | null>,
  oldest: string | undefined,
  newest: string | undefined,
) {
  const seen = useRef<{ oldest?: string; newest?: string; height: number }>({ height: 0 });
  // The list itself shrinks or grows (the composer or a banner appearing): stay at the bottom.
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    let atBottom = true;
    const onScroll = () => {
      atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < followDistancePx;
    };
    const resized = new ResizeObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, [listRef]);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const before = seen.current;
    const wasAtBottom = before.height - el.scrollTop - el.clientHeight < followDistancePx;
    if (newest !== before.newest && (before.newest === undefined || wasAtBottom)) {
      el.scrollTop = el.scrollHeight;
    } else if (oldest !== before.oldest && before.oldest !== undefined) {
      el.scrollTop += el.scrollHeight - before.height;
    }
    seen.current = { oldest, newest, height: el.scrollHeight };
  });
}

/**
 * Who owns the thread: any advisor of the department, or nobody; taking it is one click. The choice
 * shows at once and stays unless the server refuses it.
 */
function AssignControl({ advisor, customerUuid }: { advisor: InboxAdvisor; customerUuid: string }) {
  const id = useId();
  const context = useThreadContext(advisor.departmentUuid, customerUuid);
  const assign = useAssignThread(advisor.departmentUuid, customerUuid);
  const assignee = context.data?.assignee ?? null;
  const advisors = context.data?.advisors ?? [];
  // Someone who left keeps the thread until it is given to another: still shown as its owner.
  const choices =
    assignee && !advisors.some((a) => a.userUuid === assignee.userUuid) ? [assignee, ...advisors] : advisors;
  const mine = assignee?.userUuid === advisor.userUuid;
  return (
    <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2 text-sm">
      <label htmlFor={`${id}-assignee`} className={compactLabel}>
        Assigned to
      </label>
      <select
        id={`${id}-assignee`}
        value={assignee?.userUuid ?? ''}
        disabled={!context.data || assign.isPending}
        onChange={(e) => assign.mutate(e.target.value || null)}
        className={cn(compactControl, 'max-w-44')}
      >
        <option value="">Nobody</option>
        {choices.map((a) => (
          <option key={a.dealerAssociateUuid} value={a.userUuid}>
            {a.userUuid === advisor.userUuid ? `${a.name} (you)` : a.name}
          </option>
        ))}
      </select>
      {context.data && !mine && (
        <Button
          variant="secondary"
          size="sm"
          loading={assign.isPending}
          onClick={() => assign.mutate(advisor.userUuid)}
        >
          Assign to me
        </Button>
      )}
      {assign.isError && (
        <p role="alert" className="w-full text-xs text-red-700">
          Not assigned: {assign.error.message}
        </p>
      )}
    </div>
  );
}
