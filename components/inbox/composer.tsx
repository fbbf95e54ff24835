'use client';

import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { compactControl, compactLabel } from './compact-control';
import type { TemplateValues } from './fill-template';
import { usePostNote, useSendMessage } from './queries';
import { TemplatePicker } from './template-picker';
import type { InboxAdvisor } from './types';

type Channel = 'TEXT' | 'EMAIL' | 'NOTE';

/** The zone's offset for a wall-clock time there, so a scheduled send means the dealership's time. */
function zonedIso(local: string, timeZone: string): string {
  const guess = new Date(`${local}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - asUtc.getTime())).toISOString();
}

/** The channel in use: the advisor's pick while it is allowed, else text, else email, else a note. */
function effectiveChannel(picked: Channel | null, textingBlocked: boolean, hasEmail: boolean): Channel {
  const fallback: Channel = hasEmail ? 'EMAIL' : 'NOTE';
  if (picked === null || (picked === 'TEXT' && textingBlocked)) return textingBlocked ? fallback : 'TEXT';
  return picked;
}

function submitLabel(channel: Channel, scheduled: boolean): string {
  if (channel === 'NOTE') return 'Add note';
  if (scheduled) return 'Schedule';
  return channel === 'EMAIL' ? 'Send email' : 'Send text';
}

type Draft = { body: string; subject: string; later: string };
const emptyDraft: Draft = { body: '', subject: '', later: '' };

/**
 * Sends the typed message on its channel (a note is saved instead) and says whether it went; a
 * failure stays in the mutations' error for the form to show.
 */
function useSubmitMessage(advisor: InboxAdvisor, customerUuid: string) {
  const send = useSendMessage(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const note = usePostNote(advisor.departmentUuid, advisor.userUuid, customerUuid);

  async function submit(channel: Channel, draft: Draft): Promise<boolean> {
    if (channel === 'NOTE') {
      return note
        .mutateAsync(draft.body.trim())
        .then(() => true)
        .catch(() => false);
    }
    const result = await send
      .mutateAsync({
        messageAttributes: {
          body: draft.body.trim(),
          subject: channel === 'EMAIL' ? draft.subject.trim() || null : null,
          isManual: true,
          protocol: channel,
          type: 'OUTGOING',
        },
        messageSendingAttributes: draft.later ? { scheduledOn: zonedIso(draft.later, advisor.timeZone) } : {},
      })
      .catch(() => null);
    return Boolean(result);
  }

  return { submit, busy: send.isPending || note.isPending, error: send.error ?? note.error };
}

/**
 * Text, email or internal note to one customer; texts and emails can be scheduled for later. Takes
 * little room: one row of options and a message box one line high that grows with its text. Usable
 * wherever an advisor talks to a customer (the inbox thread, an appointment): it needs the advisor,
 * the customer, what the customer can receive and what templates fill in.
 */
export function Composer({
  advisor,
  customerUuid,
  textingBlocked,
  hasEmail,
  templateValues,
  className,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  textingBlocked: boolean;
  hasEmail: boolean;
  templateValues: TemplateValues;
  className?: string;
}) {
  const id = useId();
  // null until the advisor picks one: the default follows what the customer can receive.
  const [channel, setChannel] = useState<Channel | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const { submit, busy, error } = useSubmitMessage(advisor, customerUuid);
  const effective = effectiveChannel(channel, textingBlocked, hasEmail);
  const { body, later } = draft;
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    setSentNotice(null);
    const sent = await submit(effective, draft);
    if (!sent) return;
    // A note keeps the subject and send-later time, which it does not use.
    if (effective === 'NOTE') edit({ body: '' });
    else {
      setDraft(emptyDraft);
      setSentNotice(later ? 'Scheduled.' : null);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className={cn('space-y-2 border-t border-slate-200 p-3', className)}
      aria-label="Write a message"
    >
      {error && <Alert tone="error">{error.message}</Alert>}
      {sentNotice && <Alert tone="success">{sentNotice}</Alert>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ChannelSelect
          id={id}
          channel={effective}
          onChannel={setChannel}
          textingBlocked={textingBlocked}
          hasEmail={hasEmail}
        />
        <TemplatePicker
          id={id}
          departmentUuid={advisor.departmentUuid}
          values={templateValues}
          onPick={(text) => edit({ body: body.trim() ? `${body}\n${text}` : text })}
        />
        {effective !== 'NOTE' && (
          <SendLater id={id} later={later} onLater={(value) => edit({ later: value })} />
        )}
      </div>
      <MessageFields
        id={id}
        channel={effective}
        draft={draft}
        edit={edit}
        onSubmitKey={(e) => void onSubmit(e)}
        submit={
          <Button type="submit" loading={busy} disabled={!body.trim()} className="shrink-0">
            {submitLabel(effective, Boolean(later))}
          </Button>
        }
      />
    </form>
  );
}

/** How the message goes: text (unless the customer cannot get texts), email (if they have one) or a note. */
function ChannelSelect({
  id,
  channel,
  onChannel,
  textingBlocked,
  hasEmail,
}: {
  id: string;
  channel: Channel;
  onChannel: (channel: Channel) => void;
  textingBlocked: boolean;
  hasEmail: boolean;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={`${id}-channel`} className={compactLabel}>
        Send as
      </label>
      <select
        id={`${id}-channel`}
        value={channel}
        onChange={(e) => onChannel(e.target.value as Channel)}
        className={compactControl}
      >
        <option value="TEXT" disabled={textingBlocked}>
          Text{textingBlocked ? ' (blocked)' : ''}
        </option>
        <option value="EMAIL" disabled={!hasEmail}>
          Email
        </option>
        <option value="NOTE">Internal note</option>
      </select>
    </div>
  );
}

/** An optional time to send a text or email, in the dealership's zone; hidden until asked for. */
function SendLater({ id, later, onLater }: { id: string; later: string; onLater: (later: string) => void }) {
  const [open, setOpen] = useState(Boolean(later));
  const input = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked) input.current?.focus();
  }, [asked]);
  if (!open && !later) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          setOpen(true);
          setAsked(true);
        }}
      >
        Send later…
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={`${id}-later`} className={compactLabel}>
        Send later (optional)
      </label>
      <input
        ref={input}
        id={`${id}-later`}
        type="datetime-local"
        value={later}
        onChange={(e) => onLater(e.target.value)}
        className={compactControl}
      />
    </div>
  );
}

/** Lines the message box grows to before it scrolls. */
const maxBoxHeightPx = 160;

/**
 * The subject (emails only) and the message or note itself, one line high and growing with its
 * text, the send button beside it; Ctrl or Cmd+Enter sends.
 */
function MessageFields({
  id,
  channel: effective,
  draft: { subject, body },
  edit,
  onSubmitKey,
  submit,
}: {
  id: string;
  channel: Channel;
  draft: Draft;
  edit: (patch: Partial<Draft>) => void;
  onSubmitKey: (event: KeyboardEvent) => void;
  submit: ReactNode;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, maxBoxHeightPx)}px`;
  }, [body]);
  const note = effective === 'NOTE';
  return (
    <>
      {effective === 'EMAIL' && (
        <div className="flex items-center gap-1.5">
          <label htmlFor={`${id}-subject`} className={compactLabel}>
            Subject
          </label>
          <input
            id={`${id}-subject`}
            value={subject}
            onChange={(e) => edit({ subject: e.target.value })}
            className={cn(controlClasses, 'h-8 min-w-0 flex-1 px-2')}
          />
        </div>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-body`} className="sr-only">
          {note ? 'Note (only advisors see it)' : 'Message'}
        </label>
        <textarea
          ref={box}
          id={`${id}-body`}
          rows={1}
          value={body}
          placeholder={note ? 'Internal note, only advisors see it' : 'Write a message'}
          onChange={(e) => edit({ body: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) onSubmitKey(e);
          }}
          className={cn(controlClasses, 'min-h-10 min-w-0 flex-1 resize-none overflow-y-auto py-2')}
        />
        {submit}
      </div>
    </>
  );
}
