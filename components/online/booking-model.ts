import type { BookingRequest, OnlineService, TimesChoice } from './online-api';
import { type RecallChoice, selectedRecalls } from './recalls-model';

/** What narrows the times: services, a concern, transport and advisor. */
export type Choice = {
  operationUuids: string[];
  menuUuids: string[];
  concern: string;
  transportOptionUuid: string | null;
  advisorUuid: string | null;
  /** Open recalls of the customer's vehicle kept ticked (known once the vehicle is). */
  recalls: RecallChoice | null;
};

export const emptyChoice: Choice = {
  operationUuids: [],
  menuUuids: [],
  concern: '',
  transportOptionUuid: null,
  advisorUuid: null,
  recalls: null,
};

/** Who and what car: a vehicle on file (its uuid), or a new one; names for a new customer. */
export type Details = {
  vehicleUuid: string | null;
  firstName: string;
  lastName: string;
  email: string;
  vin: string;
  year: string;
  make: string;
  model: string;
  consent: boolean;
};

export const emptyDetails: Details = {
  vehicleUuid: null,
  firstName: '',
  lastName: '',
  email: '',
  vin: '',
  year: '',
  make: '',
  model: '',
  consent: false,
};

export const consentWording = (dealerName: string) =>
  `Text me about this visit (confirmation, reminders, updates) from ${dealerName}. Message and data rates may apply; reply STOP to stop.`;

export function toggled(list: string[], uuid: string): string[] {
  return list.includes(uuid) ? list.filter((u) => u !== uuid) : [...list, uuid];
}

export function timesChoiceOf(choice: Choice): TimesChoice {
  return {
    operationUuids: choice.operationUuids,
    menuUuids: choice.menuUuids,
    transportOptionUuid: choice.transportOptionUuid,
    advisorUuid: choice.advisorUuid,
    selectedRecallOemIdSet: choice.recalls?.oemIds ?? [],
  };
}

export function chosenServices(services: OnlineService[], choice: Choice): OnlineService[] {
  return services.filter((s) =>
    (s.kind === 'MENU' ? choice.menuUuids : choice.operationUuids).includes(s.uuid),
  );
}

/** The estimate of the chosen services, in currency units. */
export function estimateOf(services: OnlineService[]): number {
  return services.reduce((sum, s) => sum + (s.price ? Number(s.price) : 0), 0);
}

/** Field errors of the details step; empty when it can go on. */
export function detailsErrors(details: Details, needsName: boolean): Partial<Record<keyof Details, string>> {
  const errors: Partial<Record<keyof Details, string>> = {};
  if (needsName && !details.firstName.trim()) errors.firstName = 'Enter your first name';
  if (needsName && !details.lastName.trim()) errors.lastName = 'Enter your last name';
  if (details.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
    errors.email = 'Enter an email like name@example.com, or leave it empty';
  if (details.vehicleUuid) return errors;
  const vin = details.vin.trim();
  if (vin && !/^[A-HJ-NPR-Z0-9]{17}$/i.test(vin))
    errors.vin = 'A VIN has 17 letters and digits (no I, O or Q)';
  const year = Number(details.year);
  if (!vin && !(Number.isInteger(year) && year >= 1950 && year <= new Date().getFullYear() + 2))
    errors.year = 'Enter the model year, e.g. 2021';
  if (!vin && !details.make.trim()) errors.make = 'Enter the make, e.g. Honda';
  if (!vin && !details.model.trim()) errors.model = 'Enter the model, e.g. Civic';
  return errors;
}

const orNull = (value: string) => value.trim() || null;

/** The booking request of the page's state. */
export function bookingRequestOf(input: {
  session: string;
  startDateTime: string;
  choice: Choice;
  details: Details;
  isNew: boolean;
  dealerName: string;
  page: string;
}): BookingRequest {
  const { choice, details } = input;
  const vin = details.vin.trim().toUpperCase();
  return {
    session: input.session,
    startDateTime: input.startDateTime,
    operationUuids: choice.operationUuids,
    menuUuids: choice.menuUuids,
    concern: orNull(choice.concern),
    transportOptionUuid: choice.transportOptionUuid,
    advisorUuid: choice.advisorUuid,
    vehicleUuid: details.vehicleUuid,
    selectedRecallOemIdSet: selectedRecalls(choice.recalls, details),
    vehicle: details.vehicleUuid
      ? null
      : vin
        ? { vin }
        : { year: Number(details.year), make: details.make.trim(), model: details.model.trim() },
    customer: input.isNew
      ? {
          firstName: details.firstName.trim(),
          lastName: details.lastName.trim(),
          email: orNull(details.email),
        }
      : null,
    textConsent: { given: details.consent, wording: consentWording(input.dealerName) },
    page: input.page,
  };
}
