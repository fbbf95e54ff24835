import { useClock } from '@/components/ui/clock-context';

/**
 * Moments on administration pages, in the dealership's zone and time format with the zone named
 * (administrators may sit elsewhere): Nov 27, 2026, 4:15 PM CST.
 */
export function useFormatMoment(): (iso: string | null, never?: string) => string {
  const clock = useClock();
  return (iso, never = 'Never') => (iso ? clock.dateTime(iso, { zone: true }) : never);
}
