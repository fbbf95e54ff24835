import { z } from 'zod';
import { dateTimeText, identifier } from '../core/text';
import { cancelReasonSchema } from './cancel-reasons';

/*
 * What the advisor's page sends to move or cancel a visit: the change, and whether the customer is
 * told of it. Partners keep their own preference fields (customerAppointmentPreference).
 */

const notifyCustomer = z
  .boolean()
  .describe(
    "true: the customer gets the change by text and/or email as the appointment's preferences say; false: nothing is sent now",
  );

export const moveWithNoticeSchema = z.object({
  appointmentStartDateTime: dateTimeText().describe("New start, wall clock in the dealer's zone"),
  appointmentEndDateTime: dateTimeText().nullish(),
  assignedUserUuid: identifier().nullish().describe('The advisor to move the visit to, if another'),
  notifyCustomer,
});
export type MoveWithNotice = z.output<typeof moveWithNoticeSchema>;

export const cancelWithReasonSchema = z.object({ reason: cancelReasonSchema, notifyCustomer });
export type CancelWithReason = z.output<typeof cancelWithReasonSchema>;
export type CancelWithReasonInput = z.input<typeof cancelWithReasonSchema>;
