/**
 * What every dealership starts with, the demo's and the ones an administrator creates: its roles,
 * the authorities advisors are given, and the transport options a department may offer.
 */
export const demoRoles = [
  { roleName: 'Service Advisor', roleAcronym: 'SA', isServiceRole: true },
  { roleName: 'Service Manager', roleAcronym: 'SM', isServiceRole: true },
  { roleName: 'BDC Agent', roleAcronym: 'BDC', isServiceRole: false },
  { roleName: 'Integration', roleAcronym: 'INT', isServiceRole: false },
] as const;

export const advisorAuthorities = [
  'sms.send',
  'messaging.text.send.manual',
  'messaging.email.send',
  'appointment.manage',
  'payment.request',
];

/**
 * Service managers also keep the scheduling settings, closed dates and opcodes up to date, and book
 * walk-ins over the notice window and advisors' limits.
 */
export const managerAuthorities = [
  ...advisorAuthorities,
  'scheduling.settings.manage',
  'appointment.booking.override',
];

export const demoTransportOptions = [
  { optionName: 'WAITER', customName: 'Wait at the dealership', isPickupAndDelivery: false },
  { optionName: 'DROP_OFF', customName: 'Drop off', isPickupAndDelivery: false },
  { optionName: 'LOANER', customName: 'Loaner vehicle', isPickupAndDelivery: false },
  { optionName: 'SHUTTLE', customName: 'Shuttle ride', isPickupAndDelivery: false },
  { optionName: 'PICKUP_AND_DELIVERY', customName: 'Pickup and delivery', isPickupAndDelivery: true },
] as const;
