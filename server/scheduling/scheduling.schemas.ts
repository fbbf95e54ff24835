import { z } from 'zod';
import { identifier } from '../core/text';

export const transportOptionListResponseSchema = z.object({
  statusCode: z.number(),
  transportOptionList: z.array(
    z.object({
      transportOptionUuid: z.string(),
      optionName: z.string(),
      customName: z.string(),
      icon: z.string().nullable(),
      showOnDealerApp: z.boolean(),
      showOnline: z.boolean(),
      isPickupAndDelivery: z.boolean(),
    }),
  ),
  error: z.null(),
  warnings: z.array(z.object({ warningCode: z.string(), warningDescription: z.string() })),
});

export const eligibleAdvisorsResponseSchema = z.object({
  advisors: z.array(
    z.object({
      uuid: z.string(),
      userUuid: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      name: z.string(),
      department: z.object({ uuid: z.string(), name: z.string() }),
      teamUuids: z.array(z.string()),
    }),
  ),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string() })),
  warnings: z.array(z.object({ warningCode: z.string(), warningDescription: z.string() })),
});

export const brandYearsRequestSchema = z.object({
  dealerUuids: z.array(identifier().min(1)).max(100).nullish(),
});

export const brandYearsResponseSchema = z.object({
  dealerBrandYears: z.array(
    z.object({
      dealerUuid: z.string(),
      brands: z.array(z.object({ brand: z.string(), years: z.array(z.number().int()) })),
    }),
  ),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string() })),
  warnings: z.array(z.object({ warningCode: z.string(), warningDescription: z.string() })),
});
