'use client';

import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { usePostNote, useSendMessage } from './queries';
import type { InboxAdvisor } from './types';

type Channel = 'TEXT' | 'EMAIL' | 'NOTE';

/** The zone's offset for a wall-clock time there, so a scheduled send means the dealership's time. */
function zonedIso(local: string, timeZone: string): string {
  const guess = new Date(`${local}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - asUtc.getTime())).toISOString();
}

/** Text, email or internal note; texts and emails can be scheduled for later. */
export function Composer({
  advisor,
  customerUuid,
  textingBlocked,
  hasEmail,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  textingBlocked: boolean;
  hasEmail: boolean;
}) {
  const id = useId();
  // null until the advisor picks one: the default follows what the customer can receive.
  const [channel, setChannel] = useState<Channel | null>(null);
  const [body, setBody] = useState('');
  const [subject, setSubject] = useState('');
  const [later, setLater] = useState('');
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const send = useSendMessage(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const note = usePostNote(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const fallback: Channel = hasEmail ? 'EMAIL' : 'NOTE';
  const effective: Channel =
    channel === null || (channel === 'TEXT' && textingBlocked)
      ? textingBlocked
        ? fallback
        : 'TEXT'
      : channel;
  const busy = send.isPending || note.isPending;
  const error = send.error ?? note.error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    setSentNotice(null);
    if (effective === 'NOTE') {
      const saved = await note
        .mutateAsync(body.trim())
        .then(() => true)
        .catch(() => false);
      if (saved) setBody('');
      return;
    }
    const result = await send
      .mutateAsync({
        messageAttributes: {
          body: body.trim(),
          subject: effective === 'EMAIL' ? subject.trim() || null : null,
          isManual: true,
          protocol: effective,
          type: 'OUTGOING',
        },
        messageSendingAttributes: later ? { scheduledOn: zonedIso(later, advisor.timeZone) } : {},
      })
      .catch(() => null);
    if (result) {
      setBody('');
      setSubject('');
      setLater('');
      setSentNotice(later ? 'Scheduled.' : null);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3" aria-label="Write a message">
      {error && <Alert tone="error">{error.message}</Alert>}
      {sentNotice && <Alert tone="success">{sentNotice}</Alert>}
      <div className="flex flex-wrap items-end gap-2">
        <Field id={`${id}-channel`} label="Send as" className="w-40">
          <Select
            id={`${id}-channel`}
            value={effective}
            onChange={(e) => setChannel(e.target.value as Channel)}
          >
            <option value="TEXT" disabled={textingBlocked}>
              Text{textingBlocked ? ' (blocked)' : ''}
            </option>
            <option value="EMAIL" disabled={!hasEmail}>
              Email
            </option>
            <option value="NOTE">Internal note</option>
          </Select>
        </Field>
        {effective !== 'NOTE' && (
          <Field id={`${id}-later`} label="Send later (optional)" className="w-56">
            <Input
              id={`${id}-later`}
              type="datetime-local"
              value={later}
              onChange={(e) => setLater(e.target.value)}
            />
          </Field>
        )}
      </div>
      {effective === 'EMAIL' && (
        <Field id={`${id}-subject`} label="Subject">
          <Input id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field>
      )}
      <Field id={`${id}-body`} label={effective === 'NOTE' ? 'Note (only advisors see it)' : 'Message'}>
        <textarea
          id={`${id}-body`}
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit(e);
          }}
          className={cn(controlClasses, 'py-2')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={!body.trim()}>
          {effective === 'NOTE'
            ? 'Add note'
            : later
              ? 'Schedule'
              : effective === 'EMAIL'
                ? 'Send email'
                : 'Send text'}
        </Button>
      </div>
    </form>
  );
}
