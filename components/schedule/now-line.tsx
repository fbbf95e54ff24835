'use client';

import { useEffect, useState } from 'react';
import { instantToWallClock } from '@/server/time/wall-clock';

/**
 * The department's wall-clock `yyyy-MM-ddTHH:mm:ss` now, refreshed every half minute. Null until
 * mounted: the server's render and the browser's first one must agree.
 */
export function useDepartmentNow(timeZone: string): string | null {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setNow(instantToWallClock(new Date(), timeZone));
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return now;
}

/** A red rule across the day grid at the current time, with its time in the gutter. */
export function NowMarker({ top, time, label }: { top: number; time: string; label: boolean }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 z-10" style={{ top }}>
      <div aria-hidden="true" className="border-t-2 border-red-600" />
      {label && (
        <span className="absolute right-0.5 -translate-y-1/2 rounded bg-red-700 px-1 text-xs font-semibold whitespace-nowrap text-white">
          <span className="sr-only">Now </span>
          {time}
        </span>
      )}
    </div>
  );
}
