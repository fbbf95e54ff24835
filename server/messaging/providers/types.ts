import type { MessageCalendarInvite } from '../../db/schema';

/** What a text or email provider answered for one send. */
export type ProviderAcceptance = {
  providerMessageId: string;
  /**
   * A delivery outcome the provider already knows (the sandbox decides at once); real providers
   * report it later through the status webhook.
   */
  deliveryReport?: DeliveryReport;
  /** What the provider took with reservations, e.g. an email whose Cc the mail server refused. */
  warnings?: ProviderWarning[];
};

export type ProviderWarning = { warningCode: string; warningDescription: string };

export type DeliveryReport = {
  status: 'delivered' | 'undelivered' | 'failed';
  errorCode?: string;
  /** Plain-words reason shown to advisors. */
  reason?: string;
};

/**
 * The provider did not take the message. `transient` failures (provider down, time-out before any
 * answer) are retried by the queue; the others (rejected number or address) are final.
 */
export class ProviderError extends Error {
  readonly transient: boolean;
  readonly code: string;
  /** Recipients that took the message before it failed for the others: a retry leaves them out. */
  readonly taken: string[];
  /** The provider's own numeric code for the refusal (Twilio's, e.g. 21610), when it gave one. */
  readonly providerCode: string | null;
  /** The provider refused our credentials: every send fails alike until they are fixed. */
  readonly authentication: boolean;
  /** How long the provider asked us to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;
  constructor(
    message: string,
    options: {
      transient: boolean;
      code: string;
      taken?: string[];
      providerCode?: string | null;
      authentication?: boolean;
      retryAfterSeconds?: number | null;
    },
  ) {
    super(message);
    this.name = 'ProviderError';
    this.transient = options.transient;
    this.code = options.code;
    this.taken = options.taken ?? [];
    this.providerCode = options.providerCode ?? null;
    this.authentication = options.authentication ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export type OutgoingText = {
  from: string;
  to: string;
  body: string;
  /** A contact card to attach (the department's vCard URL), when asked for and reachable. */
  mediaUrl?: string;
  statusCallbackUrl?: string;
};

/** What the provider holds for a text it was handed: its id and its status (Twilio's words). */
export type ProviderTextRecord = {
  providerMessageId: string;
  status: string;
  errorCode?: string | null;
};

/** A text to find among those the provider was handed since `since` (the claim before its hand-over). */
export type TextLookup = { from: string; to: string; body: string; since: Date };

export type TextProvider = {
  name: string;
  send(text: OutgoingText): Promise<ProviderAcceptance>;
  /** The provider's record of the text, or null when it was never handed over; throws when it cannot tell. */
  lookUp(text: TextLookup): Promise<ProviderTextRecord | null>;
};

export type OutgoingEmail = {
  from: string;
  fromName: string;
  to: string;
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  messageUuid: string;
  /** An appointment's invite (confirmation, change, cancellation), sent as text/calendar. */
  calendar?: CalendarInvite;
};

/** An RFC 5545 calendar object and its METHOD, which the email's content type repeats. */
export type CalendarInvite = MessageCalendarInvite;

export type EmailProvider = { name: string; send(email: OutgoingEmail): Promise<ProviderAcceptance> };
