'use client';

import { useState } from 'react';
import { Composer } from '@/components/inbox/composer';
import { deliveryLabel } from '@/components/inbox/delivery-status';
import { useOpenThread, useThread, useThreadContext } from '@/components/inbox/queries';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MessageRecord } from '@/server/conversations/conversation.schemas';

type Advisor = { departmentUuid: string; userUuid: string; timeZone: string };

/** The newest messages shown beside the composer; the inbox holds the whole thread. */
const shownMessages = 6;

/**
 * Texting the visit's customer in place: a button opens their thread (the newest messages) and
 * the inbox's composer with its templates and consent rules. Opening it is working with the
 * customer, so it is opened on demand and not on every visit to the page.
 */
export function VisitTextPanel({
  advisor,
  customerUuid,
  customerName,
  visitTime,
}: {
  advisor: Advisor;
  customerUuid: string;
  customerName: string;
  /** The visit's day and time as the templates' {appointmentTime} says it. */
  visitTime: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide messages' : `Text ${customerName}`}
      </Button>
      {open && (
        <OpenThread
          advisor={advisor}
          customerUuid={customerUuid}
          customerName={customerName}
          visitTime={visitTime}
        />
      )}
    </div>
  );
}

function OpenThread({
  advisor,
  customerUuid,
  customerName,
  visitTime,
}: {
  advisor: Advisor;
  customerUuid: string;
  customerName: string;
  visitTime: string;
}) {
  const opened = useOpenThread(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const thread = useThread(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const context = useThreadContext(advisor.departmentUuid, customerUuid);
  if (opened.isError)
    return <Alert tone="error">The conversation could not be opened: {opened.error.message}</Alert>;
  if (!opened.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Opening the conversation…
      </p>
    );
  }
  const phone = opened.data.phones[0] ?? null;
  const lock = opened.data.lock;
  const messages = (thread.data?.pages[0]?.messages ?? []).slice(0, shownMessages).reverse();
  return (
    <div className="rounded-lg border border-slate-200">
      {phone?.optInStatus === 'OPTED_OUT' && (
        <Alert tone="error" className="m-3">
          {customerName} opted out of texts at {phone.phoneNumber}. Send an email or call instead.
        </Alert>
      )}
      {lock && !lock.heldByYou && (
        <Alert tone="info" className="m-3">
          {lock.holderName} is working with this customer right now; your texts will be refused until they are
          done.
        </Alert>
      )}
      <div className="p-3" aria-live="polite">
        {thread.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading messages…
          </p>
        ) : messages.length === 0 ? (
          <p className="text-sm text-slate-600">No messages with {customerName} yet.</p>
        ) : (
          <ol className="space-y-2" aria-label={`Messages with ${customerName}`}>
            {messages.map((m) => (
              <VisitMessage key={m.uuid} message={m} timeZone={advisor.timeZone} />
            ))}
          </ol>
        )}
      </div>
      <Composer
        advisor={advisor}
        customerUuid={customerUuid}
        templateValues={{
          customerName: opened.data.customerName,
          appointmentTime: visitTime,
          dealershipPhone: context.data?.dealershipPhone ?? null,
        }}
        textingBlocked={!phone || phone.optInStatus === 'OPTED_OUT' || !phone.okToText}
        hasEmail={opened.data.emails.length > 0}
      />
    </div>
  );
}

const channelOf = (m: MessageRecord) =>
  m.messageType === 'F' ? 'Event' : m.protocol === 'E' ? 'Email' : m.protocol === 'X' ? 'Text' : 'Note';

function VisitMessage({ message, timeZone }: { message: MessageRecord; timeZone: string }) {
  const status = deliveryLabel(message);
  const iso = message.receivedOn?.replace(/\+0000$/, 'Z');
  const when = iso
    ? new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(iso))
    : '';
  const from =
    message.messageType === 'R'
      ? 'From the customer'
      : message.messageType === 'S'
        ? 'To the customer'
        : null;
  return (
    <li className="text-sm">
      <p className="text-xs text-slate-500">
        {[channelOf(message), from, when, status?.label].filter(Boolean).join(' · ')}
      </p>
      <p className="whitespace-pre-wrap break-words text-slate-900">{message.messageExtnDTO.messageBody}</p>
    </li>
  );
}
