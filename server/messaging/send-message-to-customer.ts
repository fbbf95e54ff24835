import { and, asc, count, desc, eq, gt, gte, ne, or, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import { normalizePhone } from '../customers/normalize-phone';
import type { Tx } from '../db/client';
import {
  type Customer,
  type CustomerEmail,
  type CustomerPhone,
  customerEmails,
  customerLocks,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  departments,
  type Message,
  type MessageWarning,
  messages,
  users,
} from '../db/schema';
import { newUuid } from '../ids';
import { enqueue } from '../jobs/enqueue';
import { queues } from '../jobs/queues';
import { composeBody } from './compose-body';
import { enqueueMessageCallback } from './message-callback';
import { getMessagingSettings, isBlockedAddress, isEmailAddress } from './messaging-settings';
import { wholeSecond } from './whole-second';

export type SendToCustomerInput = {
  departmentUuid: string;
  /** The sending user (user uuid or dealer associate uuid of the department), or DEFAULT. */
  userUuid: string;
  customerUuid: string;
  protocol: 'TEXT' | 'EMAIL';
  body: string;
  subject?: string | null;
  isManual: boolean;
  /** Free purpose code shown as messagePurpose, e.g. APPOINTMENT_CONFIRMATION, PAYMENT_LINK. */
  purpose?: string | null;
  /** Phone or email registered for the customer; default the preferred one of the protocol. */
  communicationValue?: string | null;
  addTCPAFooter?: boolean | null;
  addSignature?: boolean | null;
  addFooter?: boolean | null;
  sendVCard?: boolean | null;
  queueIfOptedOut?: boolean | null;
  overrideOptOut?: boolean | null;
  cc?: string[] | null;
  bcc?: string[] | null;
  callbackUrl?: string | null;
  callbackMetaData?: Record<string, string | number | boolean | null> | null;
  apiClientUuid?: string | null;
  requestUuid?: string | null;
  /** true: the caller hands the message to the provider itself right after commit (HTTP sync sends). */
  sendSynchronously?: boolean;
};

export type SendToCustomerResult = {
  customerUuid: string;
  /** null when nothing was recorded (a validation failure). */
  messageUuid: string | null;
  status: 'SUCCESS' | 'FAILURE';
  errors: Array<{ errorCode: string; errorDescription: string }>;
  warnings: MessageWarning[];
  /** QUEUED, WAITING_FOR_OPT_IN or FAILED right after the call. */
  deliveryStatus: Message['deliveryStatus'] | null;
};

/**
 * Sends a text or email to a customer on behalf of a department, for other features (payment
 * links, receipts, appointment confirmations and reminders) without going through HTTP. Always
 * queued: call it inside the transaction that makes the state change, and the message is recorded
 * and queued with it (or not at all). Never throws for the spec's send errors: a validation failure
 * comes back as status FAILURE with messageUuid null and nothing written, so the caller's
 * transaction is never rolled back by a message that could not go out.
 */
export async function sendMessageToCustomer(
  tx: Tx,
  input: SendToCustomerInput,
): Promise<SendToCustomerResult> {
  try {
    const message = await recordOutgoingMessage(tx, { ...input, sendSynchronously: false });
    return resultOf(message);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      customerUuid: input.customerUuid,
      messageUuid: null,
      status: 'FAILURE',
      errors: [{ errorCode: error.code, errorDescription: error.message }],
      warnings: [],
      deliveryStatus: null,
    };
  }
}

export function resultOf(message: Message): SendToCustomerResult {
  const failed = message.deliveryStatus === 'FAILED';
  return {
    customerUuid: message.customerUuid,
    messageUuid: message.uuid,
    status: failed ? 'FAILURE' : 'SUCCESS',
    errors:
      failed && message.errorCode
        ? [{ errorCode: message.errorCode, errorDescription: message.failureReason ?? message.errorCode }]
        : [],
    warnings: message.warnings,
    deliveryStatus: message.deliveryStatus,
  };
}

type Refusal = { errorCode: string; reason: string };

/**
 * Validates a send (throwing DomainError with the spec's code: nothing recorded, no callback),
 * then records the message: FAILED with the refusal (opted out, not OK to contact, locked, rate
 * limited, blocked address), WAITING_FOR_OPT_IN (queueIfOptedOut), or QUEUED with its send job.
 */
export async function recordOutgoingMessage(tx: Tx, input: SendToCustomerInput): Promise<Message> {
  // The look-ups are independent: issued together they are pipelined on the connection, while
  // their answers are still checked in the spec's order (department, user, customer, authority ...).
  const settled = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  const placeQuery = tx
    .select({ department: departments, dealer: dealers })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, input.departmentUuid));
  const senderQuery = findSender(tx, input.departmentUuid, input.userUuid);
  const customerQuery = tx
    .select({ customer: customers })
    .from(customers)
    .innerJoin(departments, eq(departments.dealerUuid, customers.dealerUuid))
    .where(and(eq(customers.uuid, input.customerUuid), eq(departments.uuid, input.departmentUuid)));
  const recipientQuery = settled<CustomerPhone | CustomerEmail>(
    input.protocol === 'TEXT'
      ? findPhone(tx, input.customerUuid, input.communicationValue)
      : findEmail(tx, input.customerUuid, input.communicationValue),
  );
  const [[place], sender, [customerRow]] = await Promise.all([placeQuery, senderQuery, customerQuery]);
  if (!place)
    throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${input.departmentUuid}`);
  const { department, dealer } = place;
  const settingsQuery = settled(getMessagingSettings(tx, dealer.uuid));

  if (!sender) {
    throw new DomainError(
      'INVALID_USER',
      input.userUuid === 'DEFAULT'
        ? 'The department has no Default DealerAssociate'
        : `User ${input.userUuid} is not an active dealer associate of the department`,
    );
  }
  const customer = customerRow?.customer;
  if (!customer)
    throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${input.customerUuid}`);

  const authority = requiredAuthority(input.protocol, input.isManual);
  if (authority && !sender.authorities.includes(authority)) {
    throw new DomainError(
      'USER_DOES_NOT_HAVE_AUTHORITY',
      `The sending user lacks the authority ${authority} needed for ${input.isManual ? 'manual' : 'automatic'} ${input.protocol === 'TEXT' ? 'texts' : 'emails'}`,
    );
  }

  const warnings: MessageWarning[] = [];
  const from =
    input.protocol === 'TEXT' ? department.textNumber : (department.emailAddress ?? dealer.emailAddress);
  if (!from) {
    throw input.protocol === 'TEXT'
      ? new DomainError('MISSING_VOICE_CREDENTIALS', 'The department has no text number to send from')
      : new DomainError(
          'MISSING_DEALER_EMAIL',
          'The department and dealer have no email address to send from',
        );
  }
  const found = await recipientQuery;
  if ('error' in found) throw found.error;
  const recipient = found.value;
  const loaded = await settingsQuery;
  if ('error' in loaded) throw loaded.error;
  const settings = loaded.value;
  const { cc, bcc } =
    input.protocol === 'EMAIL'
      ? filterCopies(input.cc ?? [], input.bcc ?? [], settings, warnings)
      : { cc: [], bcc: [] };
  if (input.protocol === 'TEXT' && (input.cc?.length || input.bcc?.length)) {
    warnings.push({
      warningCode: 'INVALID_EMAIL',
      warningDescription: 'CC and BCC apply to emails only; skipped',
    });
  }

  const phone = input.protocol === 'TEXT' ? (recipient as CustomerPhone) : null;
  let queueForOptIn = false;
  if (input.queueIfOptedOut) {
    if (input.protocol !== 'TEXT') {
      warnings.push({
        warningCode: 'CANT_QUEUE_MESSAGE_IF_OPTED_OUT',
        warningDescription: 'Only texts can wait for an opt-in; the email is sent now',
      });
    } else if (phone?.optInStatus === 'NONE') {
      queueForOptIn = true;
    }
  }
  if (input.overrideOptOut) {
    const mayOverride = sender.authorities.includes('messaging.optout.override');
    if (!mayOverride || phone?.optInStatus === 'OPTED_OUT') {
      warnings.push({
        warningCode: 'CANT_OVERRIDE_OPTOUT',
        warningDescription: mayOverride
          ? 'An explicit opt-out can never be overridden'
          : 'The sending user lacks messaging.optout.override; opt-in rules apply',
      });
    } else {
      queueForOptIn = false;
    }
  }

  const address =
    input.protocol === 'TEXT'
      ? (recipient as CustomerPhone).phoneNumber
      : (recipient as CustomerEmail).emailAddress;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recipient:${dealer.uuid}:${address}`}))`);
  const refusal =
    consentRefusal(input.protocol, recipient, settings.blockedEmailDomains) ??
    (input.isManual ? await lockRefusal(tx, input.departmentUuid, customer.uuid, sender.uuid) : null) ??
    (await rateRefusal(tx, dealer.uuid, address, settings));

  const now = wholeSecond(new Date());
  const body = composeBody({
    body: input.body,
    protocol: input.protocol,
    signature: input.addSignature ? sender.name : null,
    footer: input.addFooter ? department.footer : null,
    tcpaFooter: input.addTCPAFooter === false ? null : department.tcpaOptOutText,
  });
  const deliveryStatus: Message['deliveryStatus'] = refusal
    ? 'FAILED'
    : queueForOptIn
      ? 'WAITING_FOR_OPT_IN'
      : 'QUEUED';
  const [message] = await tx
    .insert(messages)
    .values({
      uuid: newUuid(),
      dealerUuid: dealer.uuid,
      departmentUuid: department.uuid,
      customerUuid: customer.uuid,
      dealerAssociateUuid: sender.uuid,
      kind: 'MESSAGE',
      protocol: input.protocol,
      direction: 'OUTGOING',
      deliveryStatus,
      fromName: input.protocol === 'EMAIL' ? `${department.name} - ${dealer.name}` : sender.name,
      fromNumber: from,
      toName: customerName(customer),
      toNumber: address,
      ccList: cc,
      bccList: bcc,
      subject: input.protocol === 'EMAIL' ? (input.subject ?? `Message from ${dealer.name}`) : null,
      body,
      sendVCard: input.protocol === 'TEXT' && Boolean(input.sendVCard),
      isManual: input.isManual,
      isRead: true,
      purpose: input.purpose ?? null,
      errorCode: refusal?.errorCode ?? null,
      failureReason: refusal?.reason ?? null,
      warnings,
      sendSynchronously: Boolean(input.sendSynchronously),
      callbackUrl: input.callbackUrl ?? null,
      callbackMetaData: input.callbackMetaData
        ? Object.fromEntries(
            Object.entries(input.callbackMetaData).map(([k, v]) => [k, v === null ? '' : String(v)]),
          )
        : null,
      apiClientUuid: input.apiClientUuid ?? null,
      requestUuid: input.requestUuid ?? null,
      receivedOn: now,
      queueExpiresAt:
        queueForOptIn && !refusal
          ? new Date(now.getTime() + settings.optInQueueTimeoutMinutes * 60_000)
          : null,
    })
    .returning();
  if (!message) throw new Error('The message was not recorded');
  if (refusal) {
    await enqueueMessageCallback(tx, message, 'status-change');
  } else if (deliveryStatus === 'QUEUED') {
    // A synchronous send is handed over by the request itself; the delayed job is the safety net
    // that still sends it if the process dies before doing so (the claim keeps it to one send).
    await enqueue(
      tx,
      queues.messagingSend,
      { messageUuid: message.uuid },
      input.sendSynchronously ? { startAfter: 120 } : {},
    );
  }
  return message;
}

export function requiredAuthority(protocol: 'TEXT' | 'EMAIL', isManual: boolean): string | null {
  if (protocol === 'TEXT') return isManual ? 'messaging.text.send.manual' : 'sms.send';
  return isManual ? 'messaging.email.send' : null;
}

type Sender = { uuid: string; name: string; authorities: string[] };

export async function findSender(tx: Tx, departmentUuid: string, userUuid: string): Promise<Sender | null> {
  const [row] = await tx
    .select({
      uuid: dealerAssociates.uuid,
      authorities: dealerAssociates.authorities,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(dealerAssociates.departmentUuid, departmentUuid),
        eq(dealerAssociates.isValid, true),
        userUuid === 'DEFAULT'
          ? eq(dealerAssociates.isDefault, true)
          : or(eq(dealerAssociates.userUuid, userUuid), eq(dealerAssociates.uuid, userUuid)),
      ),
    )
    .limit(1);
  return row
    ? { uuid: row.uuid, name: `${row.firstName} ${row.lastName}`.trim(), authorities: row.authorities }
    : null;
}

async function findPhone(
  tx: Tx,
  customerUuid: string,
  value: string | null | undefined,
): Promise<CustomerPhone> {
  if (value) {
    const number = normalizePhone(value);
    if (!number) {
      throw new DomainError(
        'INVALID_COMMUNICATION_VALUE',
        `${value} is not a phone number a text can be sent to`,
      );
    }
    const [phone] = await tx
      .select()
      .from(customerPhones)
      .where(and(eq(customerPhones.customerUuid, customerUuid), eq(customerPhones.phoneNumber, number)));
    if (!phone)
      throw new DomainError('INVALID_COMMUNICATION_VALUE', `${value} is not a phone number of the customer`);
    return phone;
  }
  const [phone] = await tx
    .select()
    .from(customerPhones)
    .where(eq(customerPhones.customerUuid, customerUuid))
    .orderBy(desc(customerPhones.isPreferred), asc(customerPhones.createdAt), asc(customerPhones.uuid))
    .limit(1);
  if (!phone) throw new DomainError('INVALID_COMMUNICATION_VALUE', 'The customer has no phone number');
  return phone;
}

async function findEmail(
  tx: Tx,
  customerUuid: string,
  value: string | null | undefined,
): Promise<CustomerEmail> {
  if (value) {
    if (!isEmailAddress(value))
      throw new DomainError('INVALID_EMAIL_ADDRESS', `${value} is not an email address`);
    const [email] = await tx
      .select()
      .from(customerEmails)
      .where(
        and(
          eq(customerEmails.customerUuid, customerUuid),
          eq(sql`lower(${customerEmails.emailAddress})`, value.trim().toLowerCase()),
        ),
      );
    if (!email)
      throw new DomainError(
        'INVALID_COMMUNICATION_VALUE',
        `${value} is not an email address of the customer`,
      );
    return email;
  }
  const [email] = await tx
    .select()
    .from(customerEmails)
    .where(eq(customerEmails.customerUuid, customerUuid))
    .orderBy(desc(customerEmails.isPreferred), asc(customerEmails.createdAt), asc(customerEmails.uuid))
    .limit(1);
  if (!email) throw new DomainError('INVALID_COMMUNICATION_VALUE', 'The customer has no email address');
  return email;
}

function consentRefusal(
  protocol: 'TEXT' | 'EMAIL',
  recipient: CustomerPhone | CustomerEmail,
  blockedDomains: string[],
): Refusal | null {
  if (protocol === 'TEXT') {
    const phone = recipient as CustomerPhone;
    if (phone.optInStatus === 'OPTED_OUT') {
      return {
        errorCode: 'OPTED_OUT_COMMUNICATION_VALUE',
        reason: `${phone.phoneNumber} opted out of texts`,
      };
    }
    if (!phone.okToText) {
      return {
        errorCode: 'COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE',
        reason: `${phone.phoneNumber} is marked as not OK to text`,
      };
    }
    return null;
  }
  const email = recipient as CustomerEmail;
  if (!email.okToEmail) {
    return {
      errorCode: 'COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE',
      reason: `${email.emailAddress} is marked as not OK to email`,
    };
  }
  if (isBlockedAddress(email.emailAddress, blockedDomains)) {
    return {
      errorCode: 'BLACKLISTED_EMAIL_ADDRESS_OR_DOMAIN',
      reason: `The dealership does not send email to ${email.emailAddress}`,
    };
  }
  return null;
}

/** Another advisor has the customer's thread open in the inbox (manual sends only). */
async function lockRefusal(
  tx: Tx,
  departmentUuid: string,
  customerUuid: string,
  senderUuid: string,
): Promise<Refusal | null> {
  const [lock] = await tx
    .select({ holder: users.firstName, holderLast: users.lastName })
    .from(customerLocks)
    .innerJoin(dealerAssociates, eq(dealerAssociates.uuid, customerLocks.dealerAssociateUuid))
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(customerLocks.departmentUuid, departmentUuid),
        eq(customerLocks.customerUuid, customerUuid),
        ne(customerLocks.dealerAssociateUuid, senderUuid),
        gt(customerLocks.expiresAt, new Date()),
      ),
    );
  if (!lock) return null;
  return {
    errorCode: 'CUSTOMER_LOCKED',
    reason: `${lock.holder} ${lock.holderLast} is working with this customer right now; try again in a few minutes`,
  };
}

async function rateRefusal(
  tx: Tx,
  dealerUuid: string,
  address: string,
  settings: { recipientRateLimit: number; recipientRateWindowSeconds: number },
): Promise<Refusal | null> {
  const since = new Date(Date.now() - settings.recipientRateWindowSeconds * 1000);
  const [row] = await tx
    .select({ sent: count() })
    .from(messages)
    .where(
      and(
        eq(messages.dealerUuid, dealerUuid),
        eq(messages.toNumber, address),
        eq(messages.direction, 'OUTGOING'),
        eq(messages.kind, 'MESSAGE'),
        gte(messages.createdAt, since),
        ne(messages.deliveryStatus, 'FAILED'),
      ),
    );
  if ((row?.sent ?? 0) < settings.recipientRateLimit) return null;
  return {
    errorCode: 'RATE_LIMIT_REACHED',
    reason: `${address} already got ${settings.recipientRateLimit} messages in the last ${Math.round(settings.recipientRateWindowSeconds / 60)} minutes`,
  };
}

function filterCopies(
  cc: string[],
  bcc: string[],
  settings: { blockedEmailDomains: string[]; doNotCcAddresses: string[] },
  warnings: MessageWarning[],
): { cc: string[]; bcc: string[] } {
  const keep = (list: string[], kind: 'CC' | 'BCC') =>
    list.filter((raw) => {
      const address = raw.trim();
      if (!isEmailAddress(address)) {
        warnings.push({
          warningCode: 'INVALID_EMAIL',
          warningDescription: `${kind} ${raw} is not an email address; skipped`,
        });
        return false;
      }
      if (isBlockedAddress(address, settings.blockedEmailDomains)) {
        warnings.push({
          warningCode: 'BLACKLISTED_EMAIL_DOMAIN',
          warningDescription: `${kind} ${address} is on the dealership's blocked list; skipped`,
        });
        return false;
      }
      if (kind === 'CC' && settings.doNotCcAddresses.includes(address.toLowerCase())) {
        warnings.push({
          warningCode: 'DO_NOT_CC_ENABLED',
          warningDescription: `${address} asked not to be copied; skipped from CC`,
        });
        return false;
      }
      return true;
    });
  return { cc: keep(cc, 'CC'), bcc: keep(bcc, 'BCC') };
}

export const customerName = (customer: Customer): string | null =>
  customer.isBusiness && customer.company
    ? customer.company
    : [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.company;
