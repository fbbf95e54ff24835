import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';

/** The customer's first phone and first email, as one line. */
export function contactLine(c: CustomerWithVehiclesDto['customer']): string {
  return [c.phoneNumbers[0]?.phoneNumber, c.emails[0]?.emailAddress].filter(Boolean).join(' · ');
}
