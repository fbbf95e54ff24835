'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type Clock,
  fallbackClock,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatRecent,
  formatTime,
  formatWallTime,
  zoneName,
} from './clock';

const ClockContext = createContext<Clock>(fallbackClock);

/** Gives the pages below the dealership's zone and time format (read on the server from its profile). */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  const value = useMemo(
    () => ({ timeZone: clock.timeZone, timeFormat: clock.timeFormat }),
    [clock.timeZone, clock.timeFormat],
  );
  return <ClockContext.Provider value={value}>{children}</ClockContext.Provider>;
}

/** The dealership's clock and its formatters, bound to it. */
export function useClock() {
  const clock = useContext(ClockContext);
  return useMemo(
    () => ({
      ...clock,
      wallTime: (wallClock: string) => formatWallTime(wallClock, clock.timeFormat),
      time: (instant: Date | string) => formatTime(instant, clock),
      date: (instant: Date | string) => formatDate(instant, clock),
      dateTime: (instant: Date | string, options?: { zone?: boolean }) =>
        formatDateTime(instant, clock, options),
      dayTime: (instant: Date | string) => formatDayTime(instant, clock),
      recent: (instant: Date | string, now?: Date) => formatRecent(instant, clock, now),
      zoneName: (at?: Date | string) => zoneName(clock, at),
    }),
    [clock],
  );
}
