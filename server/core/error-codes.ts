/**
 * HTTP status for each error code. The spec states statuses for the partner update and the
 * authentication failures; for the others the rule is: malformed or invalid input 400, unknown
 * resource named in the path 404, conflicts with stored state 409, transient failures 503.
 */
const statusByCode = {
  // Send message (spec: Send message errors). Validation failures are 400 and record nothing; the
  // refusals after recording (opted out, locked, rate limited ...) answer 200 with status FAILURE.
  MISSING_MESSAGE_ATTRIBUTES: 400,
  MISSING_MESSAGE_TYPE: 400,
  MISSING_MESSAGE_PROTOCOL: 400,
  MISSING_IS_MANUAL: 400,
  MISSING_MESSAGE_BODY: 400,
  /** A text longer than the provider takes (1,600 characters) once its footers are added. */
  MESSAGE_BODY_TOO_LONG: 400,
  INVALID_COMMUNICATION_VALUE: 400,
  INVALID_EMAIL_ADDRESS: 400,
  MISSING_VOICE_CREDENTIALS: 400,
  MISSING_DEALER_EMAIL: 400,
  INVALID_USER: 404,
  INVALID_CUSTOMER: 404,
  USER_DOES_NOT_HAVE_AUTHORITY: 403,
  // Appointments: 400 invalid input, 404 unknown appointment/order, 409 conflicts with stored state,
  // 422 a valid request the dealer's set-up cannot serve, 503 transient (retry).
  SCHEDULER_FEATURE_NOT_ENABLED: 422,
  INCORRECT_DEALER_INFO: 404,
  DUPLICATE_APPOINTMENT_FOUND: 409,
  APPOINTMENT_KEY_EXISTS: 409,
  MISSING_CUSTOMER_UUID: 400,
  USER_UUID_MANDATORY: 400,
  NO_SA_AVAILABLE: 409,
  SLOT_UNAVAILABLE: 409,
  NO_TIME_INTERVAL_EXISTS: 400,
  APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS: 409,
  TRANSPORT_OPTION_MISMATCH: 400,
  TRANSPORT_OPTION_UNAVAILABLE: 409,
  TRANSPORT_OPTION_INVALID: 400,
  CUSTOMER_INFO_MISSING: 400,
  START_DATE_BEFORE_END_DATE: 400,
  INVALID_APPT_START_DATE_TIME: 400,
  INVALID_APPT_END_DATE_TIME: 400,
  APPT_START_END_DATE_MISMATCH: 400,
  VEHICLE_NOT_FOUND: 400,
  VEHICLE_UUID_NOT_FOUND: 400,
  NO_DATE: 400,
  PAST_DATE: 400,
  INVALID_DATE_FORMAT: 400,
  DATE_EMPTY: 400,
  MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER: 409,
  INVALID_SAR_UUID: 400,
  EMPTY_SAR_UUID: 400,
  NO_SAR_UUID: 400,
  NO_SAR_FOUND: 404,
  INCORRECT_APPOINTMENT: 409,
  INCORRECT_APPOINTMENT_STATUS: 409,
  INCORRECT_APPOINTMENT_DEPARTMENT: 400,
  UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK: 409,
  APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED: 409,
  APPOINTMENT_SAVE_FAILED: 503,
  APPOINTMENT_FETCH_FAILED: 503,
  APPOINTMENT_DOES_NOT_EXIST: 404,
  DEEPLINK_CREATION_FAILED: 503,
  // Availability: the request names an advisor, team or transport option the department lacks.
  SELECTED_ENTITIES_NOT_FOUND: 400,
  SELECTED_DEALER_ASSOCIATES_NOT_FOUND: 400,
  SELECTED_TRANSPORT_OPTIONS_NOT_FOUND: 400,
  SCHEDULING_RULES_CHANGED: 409,
  INVALID_ORDER_UUID: 404,
  MISSING_DEALER_DEPARTMENT_UUID: 400,
  MISSING_OR_INVALID_PAGE_NUMBER: 400,
  MISSING_OR_INVALID_PAGE_SIZE: 400,
  INVALID_START_DATE: 400,
  INVALID_END_DATE: 400,
  INVALID_START_CREATED_DATE: 400,
  INVALID_END_CREATED_DATE: 400,
  INVALID_CREATED_BY: 400,
  INVALID_ORDER_BY: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  DRAFT_NOT_FOUND: 404,
  DRAFT_EXPIRED: 410,
  DRAFT_ALREADY_CONFIRMED: 409,
  /** The visit link (/v/{token}): unknown or expired, past or cancelled, within the notice limit. */
  VISIT_NOT_FOUND: 404,
  VISIT_CLOSED: 409,
  VISIT_NOTICE_PASSED: 409,
  DEALER_UUID_MISSING: 400,
  NO_AUTHENTICATION_PROVIDED: 401,
  UNAUTHORIZED: 401,
  INVALID_AUTHORITY_KEY_IN_REQUEST: 401,
  FORBIDDEN: 403,
  /** A cookie-authenticated or page write sent from another site (or without Origin/Sec-Fetch-Site). */
  CROSS_SITE_REQUEST: 403,
  TOO_MANY_FAILED_ATTEMPTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MALFORMED_JSON: 400,
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** A path segment whose percent-encoding is not valid UTF-8 (`%`, `%FF`, an encoded surrogate). */
  MALFORMED_PATH: 400,
  /** The request line or headers exceed the server's limit (16 KiB). */
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  INTERNAL_SERVER_ERROR: 500,
  /** The database or another dependency is briefly unreachable: retry after the Retry-After header. */
  SERVICE_UNAVAILABLE: 503,
  INVALID_DEALER_UUID: 400,
  INVALID_DEPT_UUID: 400,
  DEALER_NOT_FOUND: 404,
  DEPARTMENT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ROLE_NOT_FOUND: 400,
  INVALID_ROLE: 400,
  USERNAME_ALREADY_EXISTS: 409,
  INVALID_AUTHORITY: 400,
  DEALER_ASSOCIATE_NOT_FOUND: 404,
  DEFAULT_DEALER_ASSOCIATE_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  INVALID_CUSTOMER_UUID: 404,
  CUSTOMER_NAME_REQUIRED: 400,
  INVALID_VEHICLE: 400,
  INVALID_SEARCH_TERM: 400,
  CUSTOMER_KEY_CONFLICT: 409,
  OPCODE_LABORCODE_MANDATORY: 400,
  INCORRECT_OPCODE: 400,
  OPCODE_ALREADY_EXISTS: 409,
  OPCODE_SAVE_OPERATIONS_FAILURE: 500,
  INCORRECT_USER_INFO: 400,
  NOTHING_TO_MIGRATE: 400,
  INVALID_COMMUNICATION_CODE_MAPPING: 400,
  // Payments (wire-facts §1.4: 400 bad input, 422 valid but cannot be processed).
  INVALID_AMOUNT: 400,
  INVALID_PAYMENT_TYPE: 400,
  INVALID_RETRY_COUNT: 400,
  INVALID_TTL: 400,
  INVALID_URL: 400,
  INVALID_CUSTOMER_ID: 422,
  INVALID_DEALER_ASSOCIATE: 422,
  ONLINE_PAYMENTS_DISABLED: 422,
  INVALID_CARD_NUMBER: 400,
  CARD_EXPIRED: 400,
  ZIP_CODE_REQUIRED: 400,
  STREET_ADDRESS_REQUIRED: 400,
  SIGNATURE_REQUIRED: 400,
  PAYMENT_LINK_NOT_FOUND: 404,
  PAYMENT_LINK_EXPIRED: 422,
  PAYMENT_LINK_ALREADY_PAID: 422,
  PAYMENT_ATTEMPTS_EXHAUSTED: 422,
  // Processors: card data for a dealership whose processor takes it on its own page; advisor actions
  // the link's state does not allow; the processor unreachable or refusing (retry or check set-up).
  CARD_DATA_NOT_ACCEPTED: 422,
  PAYMENT_LINK_NOT_CAPTURABLE: 409,
  PAYMENT_LINK_NOT_REFUNDABLE: 409,
  PAYMENT_LINK_NOT_CANCELABLE: 409,
  INVALID_REFUND_AMOUNT: 400,
  INVALID_PAYMENT_PROCESSOR: 400,
  PAYMENT_PROCESSOR_UNAVAILABLE: 503,
  // Partner appointment with trip (spec: Partner update errors, all 400), then the trip module's own.
  PARTNER_APPOINTMENT_DATETIME_REQUIRED: 400,
  INVALID_APPOINTMENT_INFORMATION: 400,
  PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED: 400,
  PICKUP_RIDE_TYPE_MUST_BE_PICKUP_VEHICLE: 400,
  DROPOFF_RIDE_TYPE_MUST_BE_DROPOFF_VEHICLE: 400,
  DROPOFF_RIDE_TIME_REQUIRED: 400,
  VALID_CREATOR_USER_UUID_REQUIRED: 400,
  PRIMARY_AND_SECONDARY_DRIVER_CANNOT_BE_SAME: 400,
  NO_OPERATION_SPECIFIED: 400,
  TRIP_ALREADY_EXISTS: 400,
  INVALID_DROPOFF_WITH_NEW_PICKUP: 400,
  DROPOFF_ALREADY_EXISTS: 400,
  PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT: 400,
  DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT: 400,
  USER_TOKEN_IS_BLANK: 400,
  MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID: 400,
  INVALID_TRIP_TIME: 400,
  INVALID_TRIP_LOCATION: 400,
  TRIP_DRIVER_NOT_FOUND: 400,
  TRIP_NOT_EDITABLE: 409,
  // Administration (dealers, people, credentials, the audit log).
  SETUP_CLOSED: 409,
  PASSWORD_CHANGE_REQUIRED: 403,
  CURRENT_PASSWORD_INCORRECT: 400,
  PASSWORD_TOO_WEAK: 400,
  INVALID_TIME_ZONE: 400,
  INVALID_SCOPE: 400,
  API_CLIENT_NOT_FOUND: 404,
  API_CLIENT_REVOKED: 409,
  TEAM_NOT_FOUND: 404,
  MESSAGE_TEMPLATE_NOT_FOUND: 404,
  TRANSPORT_OPTION_NOT_FOUND: 404,
  TRANSPORT_OPTION_EXISTS: 409,
  DELIVERY_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  /** The change would leave the dealership without an active administrator. */
  LAST_ADMINISTRATOR: 409,
  /** Rights (administration, authorities, teams) are given only to people still active there. */
  USER_DEACTIVATED: 409,
  // Online scheduling (the public page and the partners' online flow).
  ONLINE_SCHEDULING_NOT_ENABLED: 404,
  SHORT_NAME_TAKEN: 409,
  /** More one-time codes than a phone or a caller address may ask for in an hour: retry after Retry-After. */
  TOO_MANY_CODES: 429,
  /** The code is wrong, used, expired or out of tries; which one is not said. */
  INVALID_CODE: 400,
  /** The phone was not proven by a code, or its proof has expired: ask for a new code. */
  VERIFICATION_REQUIRED: 401,
  SERVICE_NOT_OFFERED_ONLINE: 400,
  // Recall campaigns the dealership enters, offered on the online page.
  /** The dealership already has a campaign with that OEM recall id (open or closed). */
  RECALL_CAMPAIGN_EXISTS: 409,
  RECALL_CAMPAIGN_NOT_FOUND: 404,
  /** A recall asked for in a booking is not an open campaign covering the vehicle. */
  RECALL_NOT_OPEN_FOR_VEHICLE: 400,
} as const satisfies Record<string, number>;

/** Every error code the service answers with: a closed set, so a misspelt code is a type error. */
export type ErrorCode = keyof typeof statusByCode;

export const errorCodes = Object.keys(statusByCode) as ErrorCode[];

/**
 * Refusals of a send that was recorded: answered 200 with status FAILURE and the code in errors,
 * and posted to the callback (spec: Send message errors).
 */
export type RefusalCode =
  | 'OPTED_OUT_COMMUNICATION_VALUE'
  | 'COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE'
  | 'CUSTOMER_LOCKED'
  | 'RATE_LIMIT_REACHED'
  | 'BLACKLISTED_EMAIL_ADDRESS_OR_DOMAIN'
  | 'TWILIO_SENDING_FAILURE'
  | 'MESSAGE_SEND_LOCK_NOT_OBTAINED'
  | 'EMAIL_DEFERRED_TOO_LONG';

/** The codes an operation's documentation lists: its error answers and its recorded refusals. */
export type DocumentedCode = ErrorCode | RefusalCode;

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code];
}

/**
 * Numeric codes for the families whose wire format carries an integer errorCode (manage, customer,
 * migration envelope). Stable once published: add new codes, never renumber.
 */
const numberByCode: Partial<Record<ErrorCode | WarningCode, number>> = {
  NO_AUTHENTICATION_PROVIDED: 100001,
  UNAUTHORIZED: 100002,
  INVALID_AUTHORITY_KEY_IN_REQUEST: 100003,
  FORBIDDEN: 100004,
  TOO_MANY_FAILED_ATTEMPTS: 100005,
  PAYLOAD_TOO_LARGE: 100006,
  UNSUPPORTED_MEDIA_TYPE: 100007,
  MALFORMED_JSON: 100008,
  INVALID_REQUEST: 100009,
  NOT_FOUND: 100010,
  METHOD_NOT_ALLOWED: 100011,
  CROSS_SITE_REQUEST: 100012,
  INTERNAL_SERVER_ERROR: 100500,
  INTERNAL_ERROR: 100501,
  SERVICE_UNAVAILABLE: 100503,
  INVALID_DEALER_UUID: 101001,
  INVALID_DEPT_UUID: 101002,
  DEALER_NOT_FOUND: 101003,
  DEPARTMENT_NOT_FOUND: 101004,
  USER_NOT_FOUND: 102001,
  ROLE_NOT_FOUND: 102002,
  INVALID_ROLE: 102003,
  USERNAME_ALREADY_EXISTS: 102004,
  INVALID_AUTHORITY: 102005,
  DEALER_ASSOCIATE_NOT_FOUND: 102006,
  DEFAULT_DEALER_ASSOCIATE_NOT_FOUND: 102007,
  USER_DEACTIVATED: 102008,
  CUSTOMER_NOT_FOUND: 10101,
  INVALID_CUSTOMER_UUID: 10102,
  CUSTOMER_NAME_REQUIRED: 10103,
  INVALID_VEHICLE: 10104,
  INVALID_SEARCH_TERM: 10105,
  CUSTOMER_KEY_CONFLICT: 10106,
  // Opcode catalog (save, reads and the communication-code migration envelope).
  OPCODE_LABORCODE_MANDATORY: 103001,
  INCORRECT_OPCODE: 103002,
  OPCODE_ALREADY_EXISTS: 103003,
  OPCODE_SAVE_OPERATIONS_FAILURE: 103004,
  NOTHING_TO_MIGRATE: 103005,
  INVALID_COMMUNICATION_CODE_MAPPING: 103006,
  INCORRECT_USER_INFO: 103007,
  // Customer API warnings (the response still succeeds): myKaarma's numbers where one fits, else 102xx.
  NO_CUSTOMER_FOUND: 10001,
  INVALID_MAXRESULTS: 10002,
  INVALID_SEARCH_PREFERENCE: 10004,
  EMPTY_PHONE_NUMBER: 10011,
  EMPTY_EMAIL: 10012,
  NO_VALID_PHONE_FOUND: 10013,
  NO_VALID_EMAIL_FOUND: 10014,
  INCORRECT_PHONE_FORMAT: 10015,
  INCORRECT_EMAIL_FORMAT: 10201,
};

/** Codes of the customer API's warnings: the answer still succeeds, so they carry no status. */
export type WarningCode =
  | 'NO_CUSTOMER_FOUND'
  | 'INVALID_MAXRESULTS'
  | 'INVALID_SEARCH_PREFERENCE'
  | 'EMPTY_PHONE_NUMBER'
  | 'EMPTY_EMAIL'
  | 'NO_VALID_PHONE_FOUND'
  | 'NO_VALID_EMAIL_FOUND'
  | 'INCORRECT_PHONE_FORMAT'
  | 'INCORRECT_EMAIL_FORMAT';

export function numberForCode(code: ErrorCode | WarningCode, status: number): number {
  return numberByCode[code] ?? status * 100;
}
