import type postgres from 'postgres';
import type { Database } from '../db/client';
import { writeEpoch } from '../db/write-epoch';
import { log } from '../log';
import {
  forgetAllAvailability,
  forgetDepartmentDay,
  forgetDepartmentSetup,
  rememberedSchedulingLifetimeMs,
} from './remembered-availability';
import { schedulingChangesChannel, sendSchedulingNotice } from './scheduling-change-records';

type Listening = {
  database: Database;
  live: boolean;
  heardAt: number;
  checkedAt: number;
  /** Every write this process counted up to here has had its notices heard. */
  caughtUpTo: number;
  /** Markers this process sent itself, by payload, with what hearing each one settles. */
  markers: Map<string, () => void>;
  catchingUp?: { epoch: number; done: Promise<boolean> };
};
type Listener = Pick<postgres.Sql, 'listen'>;

// On globalThis: one listener per process, however many route bundles load this module.
const holder = globalThis as typeof globalThis & {
  __servicebaySchedulingListener?: Listening;
  __servicebaySchedulingMarkers?: number;
};

const hearingCheck = 'hearing?';
const markerPrefix = 'heard-up-to?';
// A check of the listener is sent at most this often while it has heard nothing for a lifetime.
const checkEveryMs = 1_000;
// A look-up that waits longer than this for its marker reads the database instead.
const markerPatienceMs = 2_000;
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

const isListener = (client: unknown): client is Listener =>
  typeof client === 'function' && 'listen' in client && typeof client.listen === 'function';

/** The postgres.js pool under the drizzle database (drizzle's public `$client`); none for a transaction. */
function clientOf(database: Database): Listener | null {
  if ('rollback' in database) return null;
  const client: unknown = Reflect.get(database, '$client');
  return isListener(client) ? client : null;
}

/**
 * Whether availability may be answered from what this process remembers (remembered-availability.ts),
 * on `database`'s pool: only while it hears every scheduling change notice, and only once it heard
 * those of its own writes. After a write of this process (write-epoch.ts) the next look-up sends a
 * marker on the channel and waits to hear it: notices arrive in commit order, so by then every
 * change committed before the marker was sent is forgotten, and a booking answered by this process
 * is never offered again by it. Changes committed by other instances are forgotten as their notice
 * arrives (the notice latency, usually well under a millisecond). The first call per pool starts
 * listening and answers false until PostgreSQL confirms; each confirmation (also after postgres.js
 * reconnected the listening connection, when notices may have been missed) forgets everything.
 */
export async function availabilityFromMemory(database: Database): Promise<boolean> {
  const listening = hearingSchedulingChanges(database);
  if (!listening) return false;
  const epoch = writeEpoch();
  if (listening.caughtUpTo >= epoch) return true;
  const pending = listening.catchingUp;
  if (pending && pending.epoch >= epoch) return pending.done;
  return catchUp(listening, epoch);
}

function hearingSchedulingChanges(database: Database): Listening | null {
  const current = holder.__servicebaySchedulingListener;
  if (current?.database === database) return current.live && stillHearing(current) ? current : null;
  const listener = clientOf(database);
  if (!listener) return null;
  forgetAllAvailability();
  const listening: Listening = {
    database,
    live: false,
    heardAt: 0,
    checkedAt: 0,
    caughtUpTo: 0,
    markers: new Map(),
  };
  holder.__servicebaySchedulingListener = listening;
  listener
    .listen(
      schedulingChangesChannel,
      (payload) => heard(listening, payload),
      () => {
        forgetAllAvailability();
        listening.heardAt = Date.now();
        // Writes counted so far committed before listening began (read anew from now on) or will
        // be heard.
        listening.caughtUpTo = writeEpoch();
        listening.live = true;
      },
    )
    .catch((error: unknown) => {
      // Not heard: nothing is remembered, and the next request tries again.
      listening.live = false;
      if (holder.__servicebaySchedulingListener === listening)
        holder.__servicebaySchedulingListener = undefined;
      log.warn('could not listen for scheduling changes', { error });
    });
  return null;
}

/** Sends a marker and answers whether it was heard in time (every notice before it then was). */
function catchUp(listening: Listening, epoch: number): Promise<boolean> {
  holder.__servicebaySchedulingMarkers = (holder.__servicebaySchedulingMarkers ?? 0) + 1;
  const marker = `${markerPrefix}${process.pid}:${holder.__servicebaySchedulingMarkers}`;
  const done = new Promise<boolean>((resolve) => {
    const settle = (heardIt: boolean) => {
      clearTimeout(timer);
      listening.markers.delete(marker);
      if (heardIt) listening.caughtUpTo = Math.max(listening.caughtUpTo, epoch);
      if (listening.catchingUp?.done === done) listening.catchingUp = undefined;
      resolve(heardIt);
    };
    const timer = setTimeout(() => settle(false), markerPatienceMs);
    timer.unref?.();
    listening.markers.set(marker, () => settle(true));
    sendSchedulingNotice(listening.database, marker).catch(() => settle(false));
  });
  listening.catchingUp = { epoch, done };
  return done;
}

function heard(listening: Listening, payload: string): void {
  listening.heardAt = Date.now();
  const marker = listening.markers.get(payload);
  if (marker) marker();
  else if (payload !== hearingCheck && !payload.startsWith(markerPrefix)) forget(payload);
}

/** Forgets what a change notice names: a department's set-up or one of its days. */
function forget(payload: string): void {
  const [department, date, more] = payload.split('|');
  if (!department || more !== undefined) forgetAllAvailability();
  else if (date === undefined) forgetDepartmentSetup(department);
  else if (calendarDate.test(date)) forgetDepartmentDay(department, date);
  else forgetAllAvailability();
}

/**
 * Any notice proves the listening connection still hears. After half a lifetime without one, the
 * process sends itself a check (at most once a second), so a quiet channel is confirmed before it
 * stops being trusted; after a whole lifetime it answers nothing from memory until the check comes
 * back: a listener whose connection could not be re-established is not trusted beyond one lifetime.
 */
function stillHearing(listening: Listening): boolean {
  const now = Date.now();
  const quietMs = now - listening.heardAt;
  if (quietMs >= rememberedSchedulingLifetimeMs / 2 && now - listening.checkedAt >= checkEveryMs) {
    listening.checkedAt = now;
    sendSchedulingNotice(listening.database, hearingCheck).catch(() => undefined);
  }
  return quietMs < rememberedSchedulingLifetimeMs;
}
