/**
 * The scheduling engine: pure functions from a department's rules, its bookings and a request to
 * slot availability. No I/O and no clock; the caller loads the inputs and passes "now".
 */
export { chooseAdvisor } from './choose-advisor';
export { evaluateAvailability } from './evaluate-availability';
export type * from './types';
export { visitMinutes } from './visit-length';
export type { WarningCode } from './warnings';
