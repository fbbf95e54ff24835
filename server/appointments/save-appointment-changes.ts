import type { Tx } from '../db/client';
import { confirmsByMessage, sendAppointmentMessages } from '../messaging/appointment-messages';
import { announceFreedTime } from './announce-freed-time';
import type { AppointmentChanges } from './appointment-changes';
import { updateAppointmentFields } from './appointment-records';
import type { CustomerNotice } from './customer-notice';
import { type Actor, type HistoryEntry, recordHistory } from './record-history';
import { scheduleAppointmentReminder } from './schedule-appointment-reminder';

/** What the history calls a change: a cancellation, a new time, a new status, or anything else. */
function historyEventOf(draft: AppointmentChanges, cancelling: boolean): HistoryEntry['event'] {
  if (cancelling) return 'CANCELLED';
  if ('startAt' in draft.next) return 'RESCHEDULED';
  return draft.next.status ? 'STATUS_CHANGED' : 'UPDATED';
}

/**
 * The customer hears of a cancellation or a new time; a new time also gets a new reminder. When
 * the advisor chose not to tell them, nothing goes out now: only the day-before reminder of the
 * new time is queued, and none at once for a visit less than a day away.
 */
async function tellCustomerOfChange(
  tx: Tx,
  draft: AppointmentChanges,
  input: { cancelling: boolean; notify: boolean },
): Promise<void> {
  const { current, next } = draft;
  if (input.cancelling) {
    if (input.notify)
      await sendAppointmentMessages(tx, { appointmentUuid: current.uuid, event: 'CANCELLED' });
  } else if ('startAt' in next && next.startAt) {
    if (input.notify) await sendAppointmentMessages(tx, { appointmentUuid: current.uuid, event: 'UPDATED' });
    await scheduleAppointmentReminder(tx, {
      appointmentUuid: current.uuid,
      startAt: next.startAt as Date,
      confirmed:
        !input.notify || confirmsByMessage('preferences' in next ? next.preferences : current.preferences),
    });
  }
}

/** Writes the changed fields (a new version), the history entry and the customer's messages. */
export async function saveAppointmentChanges(
  tx: Tx,
  draft: AppointmentChanges,
  input: { cancelling: boolean; actor: Actor; notice?: CustomerNotice },
): Promise<void> {
  const { current, next } = draft;
  await updateAppointmentFields(tx, { uuid: current.uuid, dealerUuid: current.dealerUuid, fields: next });
  await recordHistory(tx, {
    appointmentUuid: current.uuid,
    event: historyEventOf(draft, input.cancelling),
    fromStatus: current.status,
    toStatus: next.status ?? current.status,
    changes: input.notice ? { ...draft.log, ...input.notice.log } : draft.log,
    actor: input.actor,
  });
  await tellCustomerOfChange(tx, draft, {
    cancelling: input.cancelling,
    notify: input.notice?.notifyCustomer ?? true,
  });
  await announceFreedTime(tx, draft, { cancelling: input.cancelling, now: new Date() });
}
