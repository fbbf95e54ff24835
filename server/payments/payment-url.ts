import { publicOrigin } from '../core/public-origin';

/** The page a customer opens to pay: on the configured public origin, never one a caller named. */
export const paymentUrlFor = (token: string): string => `${publicOrigin()}/pay/${token}`;
