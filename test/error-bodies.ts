import type { Family } from '../server/core/contract';

type Item = Record<string, unknown> | undefined;
const first = (list: unknown): Item => (Array.isArray(list) ? (list[0] as Item) : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The error code an operation family's error body carries (its wire shape differs per family). */
export function errorCodeOfBody(family: Family, body: unknown): string | undefined {
  const b = (body ?? {}) as Record<string, unknown>;
  switch (family) {
    case 'manage':
    case 'customer':
      return text(first(b.errors)?.errorTitle);
    case 'envelope':
      return text(first(b.errors)?.errorName);
    case 'appointmentLookup':
      return text(first(b.error)?.errorCode);
    case 'transport':
    case 'payment':
      return text((b.error as Item)?.errorCode);
    case 'admin':
      return text((b.error as Item)?.code);
    default:
      return text(first(b.errors)?.errorCode);
  }
}
