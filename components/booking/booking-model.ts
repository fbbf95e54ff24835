import { readableText } from '@/components/appointments/refusal-text';
import { dayLabel } from '@/components/schedule/schedule-model';
import { formatWallTime, type TimeFormat } from '@/components/ui/clock';
import type { AppointmentRequest } from '@/server/appointments/appointment.schemas';
import type { CustomerWithVehiclesDto, VehicleDto } from '@/server/customers/customer.schemas';
import type { MenuDto, OpcodeDto } from '@/server/opcodes/opcode.schemas';
import { moneyToCents, type PriceableService, priceService } from '@/server/opcodes/price-service';
import type { AvailabilityRequest, AvailabilityResponse } from '@/server/scheduling/availability.schemas';
import { addDays } from '@/server/time/wall-clock';

/*
 * The booking wizard's choices and the pure rules around them: which step may open, what the
 * availability and create requests look like, how a day of slots reads. No React here, so the
 * rules are unit-tested (booking-model.test.ts).
 */

export const bookingSteps = [
  { key: 'customer', title: 'Customer' },
  { key: 'vehicle', title: 'Vehicle' },
  { key: 'services', title: 'Services' },
  { key: 'transport', title: 'Transport' },
  { key: 'advisor', title: 'Advisor' },
  { key: 'slot', title: 'Date and time' },
  { key: 'reminders', title: 'Reminders' },
  { key: 'review', title: 'Review' },
] as const;
export type StepKey = (typeof bookingSteps)[number]['key'];

/**
 * The two ways into a booking: customer first (who, what car, which services, then a time that
 * fits them) or time first (a free time of the department, then who and what, checked against it).
 */
export type BookingFlow = 'customer' | 'time';
type BookingStep = (typeof bookingSteps)[number];

const timeFirstSteps: readonly BookingStep[] = [
  ...bookingSteps.filter((s) => s.key === 'slot'),
  ...bookingSteps.filter((s) => s.key !== 'slot'),
];

export const stepsOf = (flow: BookingFlow): readonly BookingStep[] =>
  flow === 'time' ? timeFirstSteps : bookingSteps;

export const stepIndex = (key: StepKey, flow: BookingFlow = 'customer'): number =>
  stepsOf(flow).findIndex((s) => s.key === key);

export type AvailabilityDay = AvailabilityResponse['availability'][number];
export type Slot = AvailabilityDay['slots'][number];
export type DateWarning = AvailabilityResponse['unavailabilityWarningList'][number];

export type ChosenService = { kind: 'opcode'; opcode: OpcodeDto } | { kind: 'menu'; menu: MenuDto };
export type VehicleChoice = { kind: 'vehicle'; vehicle: VehicleDto } | { kind: 'none' };
export type ChosenSlot = { date: string; startTime: string; endTime: string; startDateTime: string };

export type Preferences = {
  notifyCustomer: boolean;
  textConfirmation: boolean;
  emailConfirmation: boolean;
  textReminder: boolean;
  emailReminder: boolean;
  confirmationPhoneNumber: string | null;
  confirmationEmail: string | null;
};

export type BookingDraft = {
  customer: CustomerWithVehiclesDto | null;
  vehicle: VehicleChoice | null;
  services: ChosenService[];
  /** null: not chosen yet (or the department offers none). */
  transportOptionUuid: string | null;
  /** null: any available advisor. */
  advisorUuid: string | null;
  slot: ChosenSlot | null;
  /** null until the reminders step fills it in from the customer's phones and emails. */
  preferences: Preferences | null;
  comments: string;
};

export const emptyDraft: BookingDraft = {
  customer: null,
  vehicle: null,
  services: [],
  transportOptionUuid: null,
  advisorUuid: null,
  slot: null,
  preferences: null,
  comments: '',
};

/** Why a step cannot be left yet, or null when its choice is complete. */
export function stepProblem(
  key: StepKey,
  draft: BookingDraft,
  context: { transportOptionCount: number },
): string | null {
  switch (key) {
    case 'customer':
      return draft.customer ? null : 'Choose a customer, or create one.';
    case 'vehicle':
      return draft.vehicle ? null : 'Choose a vehicle, add one, or book without a vehicle.';
    case 'services':
      return draft.services.length > 0 ? null : 'Choose at least one service.';
    case 'transport':
      return draft.transportOptionUuid || context.transportOptionCount === 0
        ? null
        : 'Choose how the customer gets around while the car is here.';
    case 'advisor':
      return null;
    case 'slot':
      return draft.slot ? null : 'Choose an available time.';
    case 'reminders':
      return draft.preferences ? null : 'Choose how the customer hears about the appointment.';
    case 'review':
      return null;
  }
}

/** The first step (in order) that still needs a choice, or review when all are made. */
export function firstOpenStep(
  draft: BookingDraft,
  context: { transportOptionCount: number },
  flow: BookingFlow = 'customer',
): StepKey {
  return stepsOf(flow).find((s) => stepProblem(s.key, draft, context) !== null)?.key ?? 'review';
}

/** A step can be opened once every step before it is complete. */
export const canOpenStep = (
  key: StepKey,
  draft: BookingDraft,
  context: { transportOptionCount: number },
  flow: BookingFlow = 'customer',
): boolean => stepIndex(key, flow) <= stepIndex(firstOpenStep(draft, context, flow), flow);

export const customerName = (c: CustomerWithVehiclesDto['customer']): string =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.company || 'Unnamed customer';

export const vehicleName = (v: VehicleDto): string =>
  [v.vehicleYear, v.vehicleMake, v.vehicleModel].filter(Boolean).join(' ') || v.vin || 'Vehicle';

/**
 * The services as availability asks about them: opcodes chosen on their own by uuid, menus by
 * theirs (the server counts a menu's quoted time and its lines' opcodes, as the booking will).
 */
export function availabilityServicesOf(services: ChosenService[]): {
  operationUuidList: string[];
  menuUuidList: string[];
} {
  return {
    operationUuidList: [...new Set(services.flatMap((s) => (s.kind === 'opcode' ? [s.opcode.uuid] : [])))],
    menuUuidList: [...new Set(services.flatMap((s) => (s.kind === 'menu' ? [s.menu.menuUuid] : [])))],
  };
}

type ServiceItem = NonNullable<
  NonNullable<AppointmentRequest['appointmentInformation']>['serviceList']
>[number];

/**
 * The create request's serviceList: an opcode by its uuid (the server completes it from the
 * catalog); a menu as one item per line with the menu's uuid and type (menus contract), lines
 * without an opcode carried by labor code and name. Prices and times are the server's: each line
 * gets its share of the menu's price and time, the same figures the review showed (priceService).
 */
export function serviceListOf(services: ChosenService[]): ServiceItem[] {
  return services.flatMap((s): ServiceItem[] => {
    if (s.kind === 'opcode') return [{ operationUuid: s.opcode.uuid }];
    const menu = s.menu;
    return menu.items.map((line) =>
      line.operationUuid
        ? {
            operationUuid: line.operationUuid,
            menuUuid: menu.menuUuid,
            operationType: menu.operationType,
            parentTitle: menu.menuCode,
            title: line.laborOpCode,
          }
        : {
            menuUuid: menu.menuUuid,
            operationType: menu.operationType,
            parentTitle: menu.menuCode,
            title: line.laborOpCode,
            opCodeName: line.name,
          },
    );
  });
}

/** "79.95" as 7995 cents, without floating point; null for no price. */
export const priceToCents = (price: string | null): number | null => moneyToCents(price);

export const formatCents = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A chosen service as the one pricing function takes it (server/opcodes/price-service.ts). */
function priceable(s: ChosenService): PriceableService {
  if (s.kind === 'menu') {
    const { menu } = s;
    return {
      kind: 'menu',
      menu: {
        totalPrice: menu.totalPrice,
        durationMinutes: menu.durationInMins,
        lines: menu.items.map((line) => ({ price: line.price, durationMinutes: line.durationInMins })),
      },
    };
  }
  const n = Number(s.opcode.opCodeDurationInMinutes);
  const minutes = s.opcode.opCodeDurationInMinutes !== null && Number.isInteger(n) ? n : null;
  return { kind: 'opcode', opcode: { totalPrice: s.opcode.totalPrice, durationMinutes: minutes } };
}

/** The service's time as quoted: a menu's package time, an opcode's own; null when unknown. */
export const serviceMinutes = (s: ChosenService): number | null => priceService(priceable(s)).minutes;

/** The service's price as quoted and as the visit stores it; null when unknown. */
export const servicePriceCents = (s: ChosenService): number | null => priceService(priceable(s)).cents;

export const serviceName = (s: ChosenService): string =>
  s.kind === 'menu' ? s.menu.name : (s.opcode.opCodeName ?? s.opcode.laborOpCode);

export const serviceKey = (s: ChosenService): string =>
  s.kind === 'menu' ? `menu:${s.menu.menuUuid}` : `opcode:${s.opcode.uuid}`;

/** Opcodes chosen on their own that a chosen menu already includes (they would be booked twice). */
export function overlappingServices(services: ChosenService[]): Array<{ service: string; menu: string }> {
  const menus = services.flatMap((s) => (s.kind === 'menu' ? [s.menu] : []));
  return services.flatMap((s) => {
    if (s.kind !== 'opcode') return [];
    const menu = menus.find((m) => m.items.some((line) => line.operationUuid === s.opcode.uuid));
    return menu ? [{ service: serviceName(s), menu: menu.name }] : [];
  });
}

/** Total duration and price of the chosen services; unknown values count as zero and are flagged. */
export function serviceTotals(services: ChosenService[]) {
  let minutes = 0;
  let cents = 0;
  let unpriced = 0;
  for (const s of services) {
    minutes += serviceMinutes(s) ?? 0;
    const price = servicePriceCents(s);
    if (price === null) unpriced += 1;
    else cents += price;
  }
  return { minutes, cents, unpriced };
}

/** The availability request for the given days and the wizard's current choices. */
export function availabilityRequestOf(draft: BookingDraft, dates: string[]): AvailabilityRequest {
  return {
    dates,
    selectedAvailabilityAttributes: {
      dealerAssociateUuids: draft.advisorUuid ? [draft.advisorUuid] : [],
      transportOptionUuids: draft.transportOptionUuid ? [draft.transportOptionUuid] : [],
    },
    ...availabilityServicesOf(draft.services),
  };
}

/** The create body (appointment.schemas.ts); null when a required choice is missing. */
export function appointmentRequestOf(draft: BookingDraft, departmentUuid: string): AppointmentRequest | null {
  const { customer, vehicle, slot, preferences } = draft;
  if (!customer || !vehicle || !slot || !preferences) return null;
  const comments = draft.comments.trim();
  return {
    customerUuid: customer.customer.customerUuid,
    vehicleInformation: vehicle.kind === 'vehicle' ? { vehicleUuid: vehicle.vehicle.vehicleUuid } : null,
    appointmentInformation: {
      appointmentStartDateTime: slot.startDateTime,
      assignedUser: draft.advisorUuid ? { uuid: draft.advisorUuid, deptUUID: departmentUuid } : null,
      transportOption: draft.transportOptionUuid ? { transportOptionUuid: draft.transportOptionUuid } : null,
      serviceList: serviceListOf(draft.services),
      customerAppointmentPreference: preferences.notifyCustomer
        ? {
            notifyCustomer: true,
            textConfirmation: preferences.textConfirmation,
            emailConfirmation: preferences.emailConfirmation,
            textReminder: preferences.textReminder,
            emailReminder: preferences.emailReminder,
            confirmationPhoneNumber: preferences.confirmationPhoneNumber,
            confirmationEmail: preferences.confirmationEmail,
          }
        : {
            notifyCustomer: false,
            textConfirmation: false,
            emailConfirmation: false,
            textReminder: false,
            emailReminder: false,
          },
      comments: comments || null,
    },
  };
}

/**
 * Starting preferences for a customer: texts when they have a textable number that has not opted
 * out, emails when they have an address that accepts email. The preferred contact comes first in
 * the customer API's answer.
 */
export function defaultPreferences(customer: CustomerWithVehiclesDto['customer']): Preferences {
  const phone = textablePhones(customer)[0] ?? null;
  const email = customer.emails.find((e) => e.okToEmail) ?? null;
  return {
    notifyCustomer: Boolean(phone || email),
    textConfirmation: Boolean(phone),
    textReminder: Boolean(phone),
    emailConfirmation: Boolean(email),
    emailReminder: Boolean(email),
    confirmationPhoneNumber: phone?.phoneNumber ?? null,
    confirmationEmail: email?.emailAddress ?? null,
  };
}

export const textablePhones = (customer: CustomerWithVehiclesDto['customer']) =>
  customer.phoneNumbers.filter((p) => p.okToText && p.optInStatus !== 'OPTED_OUT');

/** `count` consecutive days from `start`. */
export const daysFrom = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(start, i));

/** `HH:mm` of a wall-clock `HH:mm:ss`. */
/** `HH:mm` of a slot's time; in the dealership's time format when given. */
export const timeLabel = (time: string, format?: TimeFormat): string =>
  format ? formatWallTime(time, format) : time.slice(0, 5);

export type DayState =
  /** `label` is what the strip shows: "Closed", or "Closed — Christmas Day" for a closed date. */
  | { kind: 'closed'; label: string; reasons: string[] }
  | { kind: 'past'; reasons: string[] }
  | { kind: 'full'; reasons: string[] }
  | { kind: 'open'; availableCount: number; reasons: string[] };

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** Why each slot cannot be booked, in words (warningList descriptions, else the codes). */
export const slotReasons = (slot: Slot): string[] =>
  unique(
    slot.warningList.length > 0
      ? slot.warningList.map((w) => readableText(w.warningDescription))
      : slot.warningCodes,
  );

const pastCode = 'PAST_DATES_AVAILABILITY_BEING_FETCHED';
const closedDateCode = 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION';
const everySlotHas = (day: AvailabilityDay, code: string) =>
  day.slots.every((s) => !s.available && s.warningCodes.includes(code));

/** The reason a whole date is closed ("Christmas Day" of "... closed on 2026-12-25 (Christmas Day)"). */
function closureReason(day: AvailabilityDay): string | null {
  const text = day.slots[0]?.warningList.find((w) => w.warningCode === closedDateCode)?.warningDescription;
  return text?.match(/\(([^)]+)\)\s*$/)?.[1]?.trim() || null;
}

/**
 * How a day reads in the calendar: closed (no hours that weekday, or the date closed, with its
 * reason), past, full (hours, but no slot can be booked) or open; with the reasons the
 * availability answer gives for that date.
 */
export function dayState(day: AvailabilityDay | undefined, warnings: DateWarning[]): DayState {
  const forDay = day ? warnings.filter((w) => w.date === day.date) : [];
  const reasons = unique(forDay.map((w) => readableText(w.warningDescription)));
  if (day && forDay.some((w) => w.warningCode === pastCode)) {
    return { kind: 'past', reasons: [`${dayLabel(day.date)} is in the past.`] };
  }
  if (!day?.open || day.slots.length === 0) {
    const why = reasons.length > 0 ? reasons : ['The department is closed this day.'];
    return { kind: 'closed', label: 'Closed', reasons: why };
  }
  if (everySlotHas(day, closedDateCode)) {
    const reason = closureReason(day);
    return { kind: 'closed', label: reason ? `Closed — ${reason}` : 'Closed', reasons };
  }
  const availableCount = day.slots.filter((s) => s.available).length;
  if (availableCount === 0) {
    const slotWhy = unique(day.slots.flatMap(slotReasons));
    return { kind: 'full', reasons: reasons.length > 0 ? reasons : slotWhy };
  }
  return { kind: 'open', availableCount, reasons };
}

const counted = new Intl.NumberFormat('en-US');

/** What a day's button in the strip says under its date. */
export function dayBadge(state: DayState): string {
  if (state.kind === 'closed') return state.label;
  if (state.kind === 'past') return 'Past';
  if (state.kind === 'full') return 'Full';
  return `${counted.format(state.availableCount)} free`;
}

/** The errors of the create operation that mean "pick another time" (the rest are shown as they are). */
export const slotRetryCodes = new Set([
  'SLOT_UNAVAILABLE',
  'NO_SA_AVAILABLE',
  'TRANSPORT_OPTION_UNAVAILABLE',
  'APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS',
]);

/** The chosen slot as found in a fresh availability answer: available, gone, or no longer offered. */
export function recheckSlot(
  response: Pick<AvailabilityResponse, 'availability'>,
  slot: ChosenSlot,
): { ok: true } | { ok: false; reasons: string[] } {
  const day = response.availability.find((d) => d.date === slot.date);
  const found = day?.slots.find((s) => s.startDateTime === slot.startDateTime);
  if (found?.available) return { ok: true };
  if (!found) return { ok: false, reasons: ['This time is no longer offered on that day.'] };
  const reasons = slotReasons(found);
  return { ok: false, reasons: reasons.length > 0 ? reasons : ['This time is no longer available.'] };
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * How long the chosen time holds the advisor and the shop: from the fresh availability answer for
 * the current services when it has the slot (its end is the whole visit's), else as chosen.
 */
export function heldTime(
  response: Pick<AvailabilityResponse, 'availability'> | undefined,
  slot: ChosenSlot,
): { endTime: string; minutes: number; slotSizeMinutes: number | null } {
  const day = response?.availability.find((d) => d.date === slot.date);
  const endTime = day?.slots.find((s) => s.startDateTime === slot.startDateTime)?.endTime ?? slot.endTime;
  const minutes = (clockMinutes(endTime) - clockMinutes(slot.startTime) + 24 * 60) % (24 * 60);
  return { endTime, minutes, slotSizeMinutes: day?.slotSizeInMins ?? null };
}

const wallClockMinutes = (startDateTime: string) => Date.parse(`${startDateTime}Z`) / 60_000;

/** The free times of an answer nearest to a lost one (before or after it, any day of the answer). */
export function nearestFreeSlots(
  response: Pick<AvailabilityResponse, 'availability'>,
  lost: ChosenSlot,
  count = 4,
): ChosenSlot[] {
  const at = wallClockMinutes(lost.startDateTime);
  return response.availability
    .flatMap((day) =>
      day.slots
        .filter((s) => s.available && s.startDateTime !== lost.startDateTime)
        .map(
          (s): ChosenSlot => ({
            date: day.date,
            startTime: s.startTime,
            endTime: s.endTime,
            startDateTime: s.startDateTime,
          }),
        ),
    )
    .sort(
      (a, b) =>
        Math.abs(wallClockMinutes(a.startDateTime) - at) - Math.abs(wallClockMinutes(b.startDateTime) - at) ||
        a.startDateTime.localeCompare(b.startDateTime),
    )
    .slice(0, count)
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
}

/**
 * An Idempotency-Key for one review of the booking. getRandomValues works on plain-http origins too,
 * where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `book-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
