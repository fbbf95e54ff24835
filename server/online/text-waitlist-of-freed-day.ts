import { publicOrigin } from '../core/public-origin';
import type { Database } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { log } from '../log';
import { textProvider } from '../messaging/providers';
import { instantToLocalDate, startOfLocalDay } from '../time/wall-clock';
import { findWaitlistSender } from './online-settings-records';
import { claimWaitlistOfDay, releaseWaitlistEntry } from './online-waitlist-records';
import { keepSandboxText } from './sandbox-outbox';

/** One freed time texts this many of the day's waiting customers: the first to book it wins. */
export const textedPerFreedTime = 3;

function dayWords(localDate: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(startOfLocalDay(localDate, timeZone));
}

/**
 * The job behind a cancelled or moved visit: the first customers waiting online for that day are
 * texted the booking page's address. Each is texted once; one whose text could not be handed over
 * goes back in line and the job is retried.
 */
export async function textWaitlistOfFreedDay(
  database: Database,
  input: { departmentUuid: string; freedAt: Date },
): Promise<{ texted: number }> {
  const sender = await findWaitlistSender(database, input.departmentUuid);
  if (!sender?.enabled) return { texted: 0 };
  const now = new Date();
  const localDate = instantToLocalDate(input.freedAt, sender.timeZone);
  const claimed = await pipelinedTransaction(database, (tx) =>
    claimWaitlistOfDay(tx, {
      departmentUuid: input.departmentUuid,
      localDate,
      limit: textedPerFreedTime,
      now,
    }),
  );
  const address = `${publicOrigin()}/book-online/${sender.shortName ?? sender.uuid}`;
  const body = `A time opened on ${dayWords(localDate, sender.timeZone)} at ${sender.name}. Book it here: ${address}`;
  const provider = textProvider();
  for (const entry of claimed) {
    try {
      await provider.send({ from: sender.textNumber ?? sender.phoneNumber ?? '', to: entry.phone, body });
    } catch (error) {
      await releaseWaitlistEntry(database, { departmentUuid: input.departmentUuid, uuid: entry.uuid });
      log.warn('waitlist text not sent', { departmentUuid: input.departmentUuid });
      throw error;
    }
    if (provider.name === 'sandbox')
      keepSandboxText({ dealerUuid: sender.uuid, to: entry.phone, body, sentAt: now });
  }
  return { texted: claimed.length };
}
