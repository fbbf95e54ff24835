import { z } from 'zod';
import { text } from '../core/text';
import { assigneeSchema } from './thread-side.schemas';

export const inboxQuerySchema = z.object({
  search: text({ max: 100 }).optional().describe('Part of the customer name, phone number or email'),
  limit: z.coerce.number().int().min(1).max(200).optional().describe('Default 50'),
  assignedTo: text({ max: 255, min: 1, trim: true })
    .optional()
    .describe('Only threads assigned to this advisor (user or dealer associate uuid): the "Mine" filter'),
});

export const inboxThreadSchema = z.object({
  customerUuid: z.string(),
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  optInStatus: z.enum(['OPTED_IN', 'OPTED_OUT', 'NONE']).nullable(),
  emailAddress: z.string().nullable(),
  unreadCount: z.number().int(),
  assignee: assigneeSchema.nullable(),
  lastMessage: z
    .object({
      body: z.string(),
      receivedOn: z.string(),
      direction: z.enum(['OUTGOING', 'INCOMING']),
      protocol: z.string(),
      kind: z.string(),
    })
    .nullable(),
});

export const inboxResponseSchema = z.object({
  threads: z.array(inboxThreadSchema),
  requestUuid: z.string(),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string(), errorUID: z.string() })),
});

export const openThreadResponseSchema = z.object({
  customerUuid: z.string(),
  customerName: z.string().nullable(),
  firstName: z.string().nullable().describe("The customer's first name (templates' {firstName})"),
  lastName: z.string().nullable().describe("The customer's last name (templates' {lastName})"),
  phones: z.array(
    z.object({
      phoneNumber: z.string(),
      optInStatus: z.enum(['OPTED_IN', 'OPTED_OUT', 'NONE']),
      okToText: z.boolean(),
      isPreferred: z.boolean(),
    }),
  ),
  emails: z.array(z.object({ emailAddress: z.string(), okToEmail: z.boolean(), isPreferred: z.boolean() })),
  lock: z.object({ heldByYou: z.boolean(), holderName: z.string(), expiresAt: z.string() }).nullable(),
  requestUuid: z.string(),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string(), errorUID: z.string() })),
});

export const unreadCountResponseSchema = z.object({
  unreadCount: z.number().int().describe('Incoming messages of the department not yet read'),
  unreadThreads: z.number().int().describe('Customer threads with at least one of them'),
  requestUuid: z.string(),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string(), errorUID: z.string() })),
});

export type InboxThread = z.infer<typeof inboxThreadSchema>;
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
export type OpenThreadResponse = z.infer<typeof openThreadResponseSchema>;
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
