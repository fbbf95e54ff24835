import type { Message } from '../db/schema';

/**
 * What the carrier made of a text (`carrierOutcomeFields` of message.schemas.ts), present only
 * when known so other records keep their shape: on the send answer, its callbacks and every
 * message record of the inbox.
 */
export const carrierFields = (message: Message): { providerErrorCode?: string; segmentCount?: number } => ({
  ...(message.providerErrorCode ? { providerErrorCode: message.providerErrorCode } : {}),
  ...(message.segmentCount !== null ? { segmentCount: message.segmentCount } : {}),
});
