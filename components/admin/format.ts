/** A moment for people reading administration pages, in their own time zone. */
export const formatMoment = (iso: string | null, never = 'Never'): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : never;
