'use client';

import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
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

/** Text, email or internal note; texts and emails can be scheduled for later. */
export function Composer({
  advisor,
  customerUuid,
  textingBlocked,
  hasEmail,
  templateValues,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  textingBlocked: boolean;
  hasEmail: boolean;
  templateValues: TemplateValues;
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
      className="space-y-2 border-t border-slate-200 p-3"
      aria-label="Write a message"
    >
      {error && <Alert tone="error">{error.message}</Alert>}
      {sentNotice && <Alert tone="success">{sentNotice}</Alert>}
      <SendOptions
        id={id}
        channel={effective}
        onChannel={setChannel}
        textingBlocked={textingBlocked}
        hasEmail={hasEmail}
        later={later}
        onLater={(value) => edit({ later: value })}
      />
      <TemplatePicker
        id={id}
        departmentUuid={advisor.departmentUuid}
        values={templateValues}
        onPick={(text) => edit({ body: body.trim() ? `${body}\n${text}` : text })}
      />
      <MessageFields
        id={id}
        channel={effective}
        draft={draft}
        edit={edit}
        onSubmitKey={(e) => void onSubmit(e)}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={!body.trim()}>
          {submitLabel(effective, Boolean(later))}
        </Button>
      </div>
    </form>
  );
}

/** How the message goes: the channel, and for texts and emails an optional time to send it. */
function SendOptions({
  id,
  channel,
  onChannel,
  textingBlocked,
  hasEmail,
  later,
  onLater,
}: {
  id: string;
  channel: Channel;
  onChannel: (channel: Channel) => void;
  textingBlocked: boolean;
  hasEmail: boolean;
  later: string;
  onLater: (later: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field id={`${id}-channel`} label="Send as" className="w-40">
        <Select id={`${id}-channel`} value={channel} onChange={(e) => onChannel(e.target.value as Channel)}>
          <option value="TEXT" disabled={textingBlocked}>
            Text{textingBlocked ? ' (blocked)' : ''}
          </option>
          <option value="EMAIL" disabled={!hasEmail}>
            Email
          </option>
          <option value="NOTE">Internal note</option>
        </Select>
      </Field>
      {channel !== 'NOTE' && (
        <Field id={`${id}-later`} label="Send later (optional)" className="w-56">
          <Input
            id={`${id}-later`}
            type="datetime-local"
            value={later}
            onChange={(e) => onLater(e.target.value)}
          />
        </Field>
      )}
    </div>
  );
}

/** The subject (emails only) and the message or note itself; Ctrl or Cmd+Enter sends. */
function MessageFields({
  id,
  channel: effective,
  draft: { subject, body },
  edit,
  onSubmitKey,
}: {
  id: string;
  channel: Channel;
  draft: Draft;
  edit: (patch: Partial<Draft>) => void;
  onSubmitKey: (event: KeyboardEvent) => void;
}) {
  return (
    <>
      {effective === 'EMAIL' && (
        <Field id={`${id}-subject`} label="Subject">
          <Input id={`${id}-subject`} value={subject} onChange={(e) => edit({ subject: e.target.value })} />
        </Field>
      )}
      <Field id={`${id}-body`} label={effective === 'NOTE' ? 'Note (only advisors see it)' : 'Message'}>
        <textarea
          id={`${id}-body`}
          rows={3}
          value={body}
          onChange={(e) => edit({ body: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) onSubmitKey(e);
          }}
          className={cn(controlClasses, 'py-2')}
        />
      </Field>
    </>
  );
}
