import { parseArgs } from 'node:util';
import { isDomainError } from '../core/errors';
import { db } from '../db/client';
import { setDealerPaymentProcessor } from '../payments/set-dealer-payment-processor';

const usage = 'dealer payments --dealer UUID --processor stripe|sandbox [--stripe-account acct_…] [--json]';

/**
 * `admin dealer payments`: chooses a dealership's payment processor. Answers the settings, or the
 * error with exit code 2 (bad input) or 1 (refused).
 */
export async function dealerPaymentsCommand(argv: string[]): Promise<{ exitCode: number; output: unknown }> {
  let values: { dealer?: string; processor?: string; 'stripe-account'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        dealer: { type: 'string' },
        processor: { type: 'string' },
        'stripe-account': { type: 'string' },
        json: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { exitCode: 2, output: { error: 'INVALID_ARGUMENTS', message: String(error), usage } };
  }
  if (!values.dealer || !values.processor) {
    return {
      exitCode: 2,
      output: { error: 'INVALID_ARGUMENTS', message: '--dealer and --processor are required', usage },
    };
  }
  try {
    const output = await setDealerPaymentProcessor(db(), {
      dealerUuid: values.dealer,
      processor: values.processor,
      stripeAccount: values['stripe-account'] ?? null,
    });
    return { exitCode: 0, output };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { exitCode: error.status < 500 ? 1 : 3, output: { error: error.code, message: error.message } };
  }
}
