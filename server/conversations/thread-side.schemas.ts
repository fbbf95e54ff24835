import { z } from 'zod';
import { text } from '../core/text';

const wireErrors = z.array(
  z.object({ errorCode: z.string(), errorDescription: z.string(), errorUID: z.string() }),
);

export const assigneeSchema = z.object({
  dealerAssociateUuid: z.string(),
  userUuid: z.string(),
  name: z.string(),
});

export const assignThreadBody = z.object({
  userUuid: text({ max: 255, min: 1, trim: true })
    .nullable()
    .describe('The advisor (user or dealer associate uuid) who owns the thread; null unassigns it'),
});

export const assignThreadResponse = z.object({
  customerUuid: z.string(),
  assignee: assigneeSchema.nullable(),
  requestUuid: z.string(),
  errors: wireErrors,
});

export const threadContextResponse = z.object({
  customerUuid: z.string(),
  dealershipPhone: z.string().nullable(),
  assignee: assigneeSchema.nullable().describe('The advisor who owns the thread, null while nobody does'),
  advisors: z
    .array(assigneeSchema)
    .describe("The department's advisors the thread can be assigned to, by name (at most 200)"),
  upcomingAppointments: z.array(
    z.object({ appointmentUuid: z.string(), startAt: z.string(), status: z.string() }),
  ),
  vehicles: z.array(
    z.object({
      vehicleUuid: z.string(),
      description: z.string(),
      vin: z.string().nullable(),
      licensePlate: z.string().nullable(),
    }),
  ),
  openPaymentLinks: z.array(
    z.object({
      invoiceUuid: z.string(),
      totalMinor: z.number().int(),
      currency: z.string(),
      description: z.string().nullable(),
      token: z.string(),
    }),
  ),
  requestUuid: z.string(),
  errors: wireErrors,
});

export type Assignee = z.infer<typeof assigneeSchema>;
export type AssignThreadResponse = z.infer<typeof assignThreadResponse>;
export type ThreadContextResponse = z.infer<typeof threadContextResponse>;
