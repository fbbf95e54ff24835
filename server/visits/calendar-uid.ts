/**
 * The UID a customer's calendar keys the visit on, the same through every change: the emailed
 * invites (`server/messaging`) and the visit page's "Add to calendar" file both use it, so a
 * calendar moves the one event it has instead of adding a second.
 */
export const appointmentCalendarUid = (appointmentUuid: string) =>
  `appointment-${appointmentUuid}@servicebay`;
