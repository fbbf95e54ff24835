/** Labels for wall-clock times in the dealer's zone (the strings carry no offset: shown as they are). */

const asUtc = (date: string, time = '12:00') => new Date(`${date}T${time}:00Z`);

export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc(date));
}

export function longDayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc(date));
}

export function timeLabel(time: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    asUtc('2000-01-01', time),
  );
}

/** The zone's name people know, e.g. "Central Time", with the IANA name for certainty. */
export function zoneLabel(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(),
  );
  const name = parts.find((p) => p.type === 'timeZoneName')?.value;
  return name ? `${name} (${timeZone})` : timeZone;
}

export function money(amount: string | null): string | null {
  if (amount === null) return null;
  const n = Number(amount);
  return Number.isFinite(n)
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n)
    : null;
}

export function minutesLabel(minutes: number | null): string | null {
  if (!minutes) return null;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
