import { z } from 'zod';
import { DomainError } from '../core/errors';
import { normalizePhone } from '../customers/normalize-phone';

/** Where a code goes: a phone (E.164) by text, or an email address (lower case) by email. */
export type OnlineContact = { kind: 'phone'; phone: string } | { kind: 'email'; email: string };

export function phoneOf(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone)
    throw new DomainError('INVALID_COMMUNICATION_VALUE', 'Enter a mobile number that can receive texts');
  return phone;
}

const emailAddress = z.email();

/** An email address as customer records keep it (lower case, as the Customer API stores it). */
export function emailOf(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!emailAddress.safeParse(email).success)
    throw new DomainError('INVALID_COMMUNICATION_VALUE', 'Enter an email address like name@example.com');
  return email;
}

/** The phone or the email a request names (exactly one of them). */
export function contactOf(input: { phone?: string | null; email?: string | null }): OnlineContact {
  if (input.phone && input.email)
    throw new DomainError('INVALID_COMMUNICATION_VALUE', 'Give a mobile number or an email, not both');
  if (input.email) return { kind: 'email', email: emailOf(input.email) };
  if (input.phone) return { kind: 'phone', phone: phoneOf(input.phone) };
  throw new DomainError('INVALID_COMMUNICATION_VALUE', 'Enter a mobile number or an email');
}

/** The phone number or email address itself (the key of its limits and of the sandbox outbox). */
export const addressOf = (contact: OnlineContact): string =>
  contact.kind === 'phone' ? contact.phone : contact.email;
