import { DomainError } from '../core/errors';
import { offsetDateTimeToInstant } from '../time/wall-clock';
import {
  type DropoffIntent,
  decideTripOperations,
  type PickupIntent,
  type TripIntent,
  toInstruction,
} from './decide-trip-operations';
import {
  dropoffRideType,
  type PartnerAppointmentRequest,
  pickupRideType,
  type TripInformation,
} from './trip.schemas';

export type ValidPartnerRequest = {
  departmentUuid: string;
  customerUuid: string;
  appointmentAt: Date;
  info: NonNullable<PartnerAppointmentRequest['appointmentInformation']>;
  intent: TripIntent;
  /** The dealer associate who assigns the trips (appointmentInformation.creatorUser.uuid). */
  creatorUuid: string | null;
  requesterUserUuid: string | null;
  source: string | null;
};

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Parses ISO-8601 with a numeric offset (±HHmm or ±HH:mm) or Z; null when it is not one. */
export function parseOffsetDateTime(value: string): Date | null {
  return offsetDateTimeToInstant(value);
}

const tripUuidKeys = ['eventUUID', 'eventUuid', 'tripUUID', 'tripUuid', 'dropoffTripUUID', 'pickupEventUUID'];

function operationalBodies(pickup: PickupIntent, dropoff: DropoffIntent) {
  return {
    pickup: pickup.kind === 'create' || pickup.kind === 'update' ? pickup.body : null,
    dropoff: dropoff.kind === 'create' || dropoff.kind === 'update' ? dropoff.body : null,
  };
}

function checkDrivers(body: TripInformation | null, which: string) {
  if (!body) return;
  const primary = body.primaryDriverUUID?.trim();
  if (primary && primary === body.secondaryDriverUUID?.trim()) {
    throw new DomainError(
      'PRIMARY_AND_SECONDARY_DRIVER_CANNOT_BE_SAME',
      `The ${which} trip names ${primary} as both primary and secondary driver; choose two different drivers`,
    );
  }
}

/**
 * The request-only rules of the partner appointment-with-trip operations (everything that does not
 * need the database), in the order of the spec's error table.
 */
export function validatePartnerRequest(body: PartnerAppointmentRequest): ValidPartnerRequest {
  refuseTripIdentifiers(body);
  const { departmentUuid, customerUuid, appointmentAt, info } = checkedAppointment(body);
  const intent = decideTripOperations(
    toInstruction(body.pickupTripInformation),
    toInstruction(body.dropTripInformation),
  );
  const bodies = operationalBodies(intent.pickup, intent.dropoff);
  checkRides(bodies);
  const { source, creatorUuid, requesterUserUuid } = checkedCallers(body, info);
  checkDrivers(bodies.pickup, 'pickup');
  checkDrivers(bodies.dropoff, 'dropoff');

  return {
    departmentUuid,
    customerUuid,
    appointmentAt,
    info,
    intent,
    creatorUuid,
    requesterUserUuid,
    source,
  };
}

/** Trips are named only inside their own trip information, never at the top level or in metadata. */
function refuseTripIdentifiers(body: PartnerAppointmentRequest) {
  if (body.tripUUID !== undefined || body.dropoffTripUUID !== undefined) {
    throw new DomainError(
      'INVALID_REQUEST',
      'Do not send tripUUID or dropoffTripUUID at the top level: name trips with pickupTripInformation.eventUUID and dropTripInformation.eventUUID',
    );
  }
  const metadataKeys = Object.keys(body.pickupDeliveryTripMetadata ?? {});
  const uuidKey = metadataKeys.find((k) => tripUuidKeys.includes(k));
  if (uuidKey) {
    throw new DomainError(
      'INVALID_REQUEST',
      `pickupDeliveryTripMetadata must not carry trip identifiers (${uuidKey})`,
    );
  }
}

/** Department, customer, a start with an offset and some appointment information are required. */
function checkedAppointment(body: PartnerAppointmentRequest): {
  departmentUuid: string;
  customerUuid: string;
  appointmentAt: Date;
  info: ValidPartnerRequest['info'];
} {
  if (!present(body.dealerDepartmentUUID)) {
    throw new DomainError('INVALID_DEPT_UUID', 'dealerDepartmentUUID is required in the body');
  }
  if (!present(body.customerUUID)) throw new DomainError('CUSTOMER_INFO_MISSING', 'customerUUID is required');
  if (!present(body.appointmentDateTime)) {
    throw new DomainError(
      'PARTNER_APPOINTMENT_DATETIME_REQUIRED',
      'appointmentDateTime is required, e.g. 2027-03-04T10:00:00-0600',
    );
  }
  const appointmentAt = parseOffsetDateTime(body.appointmentDateTime.trim());
  if (!appointmentAt) {
    throw new DomainError(
      'INVALID_APPT_START_DATE_TIME',
      `appointmentDateTime "${body.appointmentDateTime}" is not ISO-8601 with an offset, e.g. 2027-03-04T10:00:00-0600`,
    );
  }
  const info = body.appointmentInformation;
  const infoHasValue =
    info &&
    Object.values(info).some(
      (v) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === ''),
    );
  if (!info || !infoHasValue) {
    throw new DomainError(
      'INVALID_APPOINTMENT_INFORMATION',
      'appointmentInformation is required and must carry the appointment details',
    );
  }
  return {
    departmentUuid: body.dealerDepartmentUUID.trim(),
    customerUuid: body.customerUUID.trim(),
    appointmentAt,
    info,
  };
}

/** The ride type of each trip that is created or changed, and a ride time for a dropoff. */
function checkRides(bodies: ReturnType<typeof operationalBodies>) {
  const pickupRide = bodies.pickup?.rideType?.trim();
  if (pickupRide && pickupRide !== pickupRideType) {
    throw new DomainError(
      'PICKUP_RIDE_TYPE_MUST_BE_PICKUP_VEHICLE',
      `pickupTripInformation.rideType must be ${pickupRideType}, not ${pickupRide}`,
    );
  }
  const dropoffRide = bodies.dropoff?.rideType?.trim();
  if (dropoffRide && dropoffRide !== dropoffRideType) {
    throw new DomainError(
      'DROPOFF_RIDE_TYPE_MUST_BE_DROPOFF_VEHICLE',
      `dropTripInformation.rideType must be ${dropoffRideType}, not ${dropoffRide}`,
    );
  }
  if (bodies.dropoff && !present(bodies.dropoff.rideTime)) {
    throw new DomainError(
      'DROPOFF_RIDE_TIME_REQUIRED',
      'dropTripInformation.rideTime is required when creating or changing a dropoff',
    );
  }
}

/** Who assigns the trips and who asks for them; source WEB (the dealership's own web app) may omit both. */
function checkedCallers(body: PartnerAppointmentRequest, info: ValidPartnerRequest['info']) {
  const source = present(body.source) ? body.source.trim().toUpperCase() : null;
  const creatorUuid = present(info.creatorUser?.uuid) ? info.creatorUser.uuid.trim() : null;
  const requesterUserUuid = present(body.requesterUserUUID) ? body.requesterUserUUID.trim() : null;
  if (source !== 'WEB') {
    if (!creatorUuid) {
      throw new DomainError(
        'VALID_CREATOR_USER_UUID_REQUIRED',
        'appointmentInformation.creatorUser.uuid is required unless source is WEB',
      );
    }
    if (!requesterUserUuid) {
      throw new DomainError('USER_TOKEN_IS_BLANK', 'requesterUserUUID is required unless source is WEB');
    }
  }
  return { source, creatorUuid, requesterUserUuid };
}
