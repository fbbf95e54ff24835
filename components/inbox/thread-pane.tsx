'use client';

import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Clock, formatDateTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { MessageRecord } from '@/server/conversations/conversation.schemas';
import type { Assignee } from '@/server/conversations/thread-side.schemas';
import { Composer } from './composer';
import { deliveryLabel } from './delivery-status';
import { useAssignThread, useOpenThread, useThread, useThreadContext } from './queries';
import { appointmentTime, ThreadSidePanel } from './thread-side-panel';
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
type OpenedQuery = ReturnType<typeof useOpenThread>;

/** One customer's thread: older messages load on scroll, new ones appear by polling. */
export function ThreadPane({
  advisor,
  customerUuid,
  customerName,
  assignee,
  onBack,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  customerName: string | null;
  assignee: Assignee | null;
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
        <AssignControl advisor={advisor} customerUuid={customerUuid} assignee={assignee} />
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
          <ComposerSlot advisor={advisor} customerUuid={customerUuid} opened={opened} />
        </div>
        <div className="border-t border-slate-200 lg:w-60 lg:overflow-y-auto lg:border-t-0 lg:border-l">
          <ThreadSidePanel advisor={advisor} customerUuid={customerUuid} />
        </div>
      </div>
    </div>
  );
}

/**
 * The messages, oldest first, and the scheduled ones after them. Scrolls to the newest; the top
 * edge coming into view loads older pages.
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
  const clock = useClock();
  const topRef = useRef<HTMLDivElement>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  const drafts = (thread.data?.pages[0]?.drafts ?? []).filter(
    (d) => d.draftMessageMetaDataDTO?.status === 'SCHEDULED',
  );
  const newest = messages.at(-1)?.uuid;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;

  useEffect(() => {
    if (newest) bottomRef.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  useEffect(() => {
    const sentinel = topRef.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto p-3" aria-live="polite" aria-busy={thread.isFetching}>
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
      <div ref={bottomRef} />
    </div>
  );
}

/** The composer once the customer is open (it needs their phones and emails), else why not yet. */
function ComposerSlot({
  advisor,
  customerUuid,
  opened,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  opened: OpenedQuery;
}) {
  const context = useThreadContext(advisor.departmentUuid, customerUuid);
  const clock = useClock();
  const next = context.data?.upcomingAppointments[0];
  if (opened.isError) {
    return (
      <Alert tone="error" className="m-3">
        This customer could not be opened: {opened.error.message}
      </Alert>
    );
  }
  if (!opened.data) {
    return (
      <div className="flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-slate-600">
        <Spinner /> Opening the conversation…
      </div>
    );
  }
  const phone = opened.data.phones[0] ?? null;
  return (
    <Composer
      advisor={advisor}
      customerUuid={customerUuid}
      templateValues={{
        customerName: opened.data.customerName,
        appointmentTime: next ? appointmentTime(next.startAt, clock) : null,
        dealershipPhone: context.data?.dealershipPhone ?? null,
      }}
      textingBlocked={!phone || phone.optInStatus === 'OPTED_OUT' || !phone.okToText}
      hasEmail={opened.data.emails.length > 0}
    />
  );
}

/** Who owns the thread, and the advisor's one-click take or release of it. */
function AssignControl({
  advisor,
  customerUuid,
  assignee,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  assignee: Assignee | null;
}) {
  const assign = useAssignThread(advisor.departmentUuid, customerUuid);
  const mine = assignee?.userUuid === advisor.userUuid;
  return (
    <div className="flex shrink-0 items-center gap-2 text-sm">
      {assignee && (
        <span className="text-slate-600">{mine ? 'Assigned to you' : `Assigned to ${assignee.name}`}</span>
      )}
      <Button
        variant="secondary"
        size="sm"
        loading={assign.isPending}
        onClick={() => assign.mutate(mine ? null : advisor.userUuid)}
      >
        {mine ? 'Unassign' : 'Assign to me'}
      </Button>
    </div>
  );
}
