import { and, asc, count, desc, eq, gt, gte, max, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  appointments,
  customers,
  dealerAssociates,
  messages,
  paymentInvoices,
  users,
  vehicles,
} from '../db/schema';
import { cancelledStatuses } from '../scheduling/booking-statuses';
import type { TodayScope } from './scope';

/*
 * What the Today page reads, across the domains' tables: every query names the dealer and the
 * department of the scope.
 */

const advisorUsers = alias(users, 'advisor_users');

/** Open, unexpired payment links of the department with their customer's name fields, newest first. */
export async function openPaymentLinkRows(tx: Tx, scope: TodayScope, now: Date, limit: number) {
  return tx
    .select({
      invoiceUuid: paymentInvoices.uuid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      totalMinor: paymentInvoices.totalMinor,
      currency: paymentInvoices.currency,
      description: paymentInvoices.paymentDescription,
      expiresAt: paymentInvoices.expiresAt,
    })
    .from(paymentInvoices)
    .innerJoin(customers, eq(customers.uuid, paymentInvoices.customerUuid))
    .where(
      and(
        eq(paymentInvoices.dealerUuid, scope.dealerUuid),
        eq(paymentInvoices.departmentUuid, scope.departmentUuid),
        eq(paymentInvoices.status, 'OPEN'),
        gt(paymentInvoices.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentInvoices.createdAt))
    .limit(limit);
}

/** Outgoing texts and emails of the department that failed since `since`, latest first. */
export async function failedDeliveryRows(tx: Tx, scope: TodayScope, since: Date, limit: number) {
  return tx
    .select({
      messageUuid: messages.uuid,
      customerUuid: messages.customerUuid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      protocol: messages.protocol,
      reason: messages.failureReason,
      at: messages.receivedOn,
    })
    .from(messages)
    .innerJoin(customers, eq(customers.uuid, messages.customerUuid))
    .where(
      and(
        eq(messages.dealerUuid, scope.dealerUuid),
        eq(messages.departmentUuid, scope.departmentUuid),
        eq(messages.direction, 'OUTGOING'),
        eq(messages.deliveryStatus, 'FAILED'),
        gte(messages.receivedOn, since),
      ),
    )
    .orderBy(desc(messages.receivedOn))
    .limit(limit);
}

/** The department's visits on a local date that are not cancelled, earliest first, with names. */
export async function visitRowsOn(tx: Tx, scope: TodayScope, localDate: string) {
  return tx
    .select({
      uuid: appointments.uuid,
      startAt: appointments.startAt,
      status: appointments.status,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      make: vehicles.make,
      model: vehicles.model,
      advisorFirst: advisorUsers.firstName,
      advisorLast: advisorUsers.lastName,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.uuid, appointments.customerUuid))
    .leftJoin(vehicles, eq(vehicles.uuid, appointments.vehicleUuid))
    .leftJoin(dealerAssociates, eq(dealerAssociates.uuid, appointments.assignedDealerAssociateUuid))
    .leftJoin(advisorUsers, eq(advisorUsers.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(appointments.dealerUuid, scope.dealerUuid),
        eq(appointments.departmentUuid, scope.departmentUuid),
        eq(appointments.localDate, localDate),
        notInArray(appointments.status, [...cancelledStatuses]),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.uuid));
}

/** Customers of the department with unread incoming messages: count and latest, latest first. */
export async function unreadThreadRows(tx: Tx, scope: TodayScope, limit: number) {
  const lastAt = max(messages.receivedOn);
  return tx
    .select({
      customerUuid: messages.customerUuid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      unread: count(),
      lastAt,
    })
    .from(messages)
    .innerJoin(customers, eq(customers.uuid, messages.customerUuid))
    .where(
      and(
        eq(messages.dealerUuid, scope.dealerUuid),
        eq(messages.departmentUuid, scope.departmentUuid),
        eq(customers.dealerUuid, scope.dealerUuid),
        eq(messages.direction, 'INCOMING'),
        eq(messages.isRead, false),
      ),
    )
    .groupBy(messages.customerUuid, customers.firstName, customers.lastName, customers.company)
    .orderBy(desc(lastAt))
    .limit(limit);
}
