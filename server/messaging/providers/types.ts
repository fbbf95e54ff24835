/** What a text or email provider answered for one send. */
export type ProviderAcceptance = {
  providerMessageId: string;
  /**
   * A delivery outcome the provider already knows (the sandbox decides at once); real providers
   * report it later through the status webhook.
   */
  deliveryReport?: DeliveryReport;
};

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
  constructor(message: string, options: { transient: boolean; code: string }) {
    super(message);
    this.name = 'ProviderError';
    this.transient = options.transient;
    this.code = options.code;
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

export type TextProvider = { name: string; send(text: OutgoingText): Promise<ProviderAcceptance> };

export type OutgoingEmail = {
  from: string;
  fromName: string;
  to: string;
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  messageUuid: string;
};

export type EmailProvider = { name: string; send(email: OutgoingEmail): Promise<ProviderAcceptance> };
