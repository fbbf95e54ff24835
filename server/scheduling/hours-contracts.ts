import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import { identifier } from '../core/text';

const weekdayHoursOutSchema = z.object({
  weekday: z.number().int().describe('0 = Sunday … 6 = Saturday'),
  dayOfWeek: z.enum(['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']),
  open: z.boolean().describe('false: the department is closed all day (times are null)'),
  openingTime: z.string().nullable().describe('HH:mm:ss wall-clock in timeZone'),
  closingTime: z.string().nullable().describe('HH:mm:ss wall-clock in timeZone; the last slot ends here'),
  slotSizeInMins: z.number().int().nullable(),
});

export const hoursOfOperationResponseSchema = z.object({
  dealerUuid: z.string(),
  dealerDepartmentUuid: z.string(),
  timeZone: z.string(),
  slotSizeInMins: z
    .number()
    .int()
    .describe(
      "The department's slot size: a slot starting at T ends at T + slotSizeInMins − 1 s. The size most weekdays use (15 when no hours are set)",
    ),
  hoursOfOperation: z.array(weekdayHoursOutSchema).describe('Seven entries, Sunday first'),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string() })),
  warnings: z.array(z.object({ warningCode: z.string(), warningDescription: z.string() })),
});
export type HoursOfOperationResponse = z.input<typeof hoursOfOperationResponseSchema>;

export const getHoursOfOperationContract = defineContract({
  operationId: 'getHoursOfOperation',
  method: 'GET',
  path: '/api/appointment/v2/dealer/{dealerUuid}/hoursOfOperation',
  summary: "The service department's hours of operation and slot size",
  description:
    "Read before booking: slotSizeInMins gives a slot's end (start + slotSizeInMins − 1 s), and per weekday the opening and closing times and slot size. " +
    "A dealer's departments share its uuid: without departmentUuid the dealer's service department is answered (the first SERVICE department by creation, else its first department); departmentUuid picks another of the dealer's departments (INVALID_DEPT_UUID when it is not one of them).",
  tag: 'Scheduling',
  family: 'appointment',
  auth: {
    scope: 'appointment.get',
    level: 'DEALER',
    tenants: ({ params }) => [{ dealerUuid: params.dealerUuid }],
  },
  params: z.object({ dealerUuid: pathId }),
  query: z.object({
    departmentUuid: identifier().optional().describe("One of the dealer's departments (default: service)"),
  }),
  response: hoursOfOperationResponseSchema,
  errors: [
    'NO_AUTHENTICATION_PROVIDED',
    'UNAUTHORIZED',
    'INVALID_AUTHORITY_KEY_IN_REQUEST',
    'FORBIDDEN',
    'INVALID_REQUEST',
    'INVALID_DEALER_UUID',
    'INVALID_DEPT_UUID',
    'DEPARTMENT_NOT_FOUND',
  ],
});
