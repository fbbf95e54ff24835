import { randomBytes } from 'node:crypto';
import { ProviderError, type TextProvider } from './types';

/**
 * The default text provider when no Twilio account is configured: it keeps nothing outside the
 * database and decides the outcome from the last digits of the recipient, so that failure paths
 * can be tried on purpose (docs/messaging.md):
 * - …0000: accepted, then the carrier rejects it (undelivered, FAILURE callback);
 * - …1111: the provider is down (retried, finally TWILIO_SENDING_FAILURE);
 * - …2222: the provider refuses the number at once (TWILIO_SENDING_FAILURE, not retried);
 * - any other number: accepted, then delivered.
 */
export const sandboxTextProvider: TextProvider = {
  name: 'sandbox',
  async send(text) {
    const digits = text.to.replace(/\D/g, '');
    if (digits.endsWith('1111')) {
      throw new ProviderError('The text provider is not answering (sandbox number ending 1111)', {
        transient: true,
        code: 'TWILIO_SENDING_FAILURE',
      });
    }
    if (digits.endsWith('2222')) {
      throw new ProviderError(
        `The text provider refused ${text.to} as a destination (sandbox number ending 2222)`,
        {
          transient: false,
          code: 'TWILIO_SENDING_FAILURE',
        },
      );
    }
    const providerMessageId = `SB${randomBytes(16).toString('hex')}`;
    if (digits.endsWith('0000')) {
      return {
        providerMessageId,
        deliveryReport: {
          status: 'undelivered',
          errorCode: '30005',
          reason: 'The carrier rejected the text: the number is unknown or cannot receive texts',
        },
      };
    }
    return { providerMessageId, deliveryReport: { status: 'delivered' } };
  },
  // It keeps nothing, and its answer is recorded with the hand-over: a text left SENDING was never
  // taken. A number ending 1111 finds it down, as its sends do.
  async lookUp(text) {
    if (text.to.replace(/\D/g, '').endsWith('1111')) {
      throw new ProviderError('The text provider is not answering (sandbox number ending 1111)', {
        transient: true,
        code: 'TWILIO_LOOKUP_FAILURE',
      });
    }
    return null;
  },
};
