import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { findDealersByUuids, findDepartmentsOfDealers } from './dealer-records';
import type { DealerDto, dealerListRequestSchema } from './manage.schemas';

export async function listDealers(
  ctx: UseCaseContext,
  input: { body: z.output<typeof dealerListRequestSchema> },
) {
  const uuids = input.body.dealerUuids;
  const [dealerRows, departmentRows] = await Promise.all([
    findDealersByUuids(ctx.db, uuids),
    findDepartmentsOfDealers(ctx.db, uuids),
  ]);
  const result: Record<string, DealerDto> = {};
  for (const d of dealerRows) {
    result[d.uuid] = {
      uuid: d.uuid,
      name: d.name,
      timeZone: d.timeZone,
      phoneNumber: d.phoneNumber,
      phoneCountryCode: d.phoneCountryCode,
      emailID: d.emailAddress,
      website: d.website,
      address: { line1: d.addressLine1, city: d.city, state: d.state, zip: d.zip, country: d.country },
      schedulerEnabled: d.features.schedulerEnabled ?? false,
      departments: departmentRows
        .filter((dep) => dep.dealerUuid === d.uuid)
        .map((dep) => ({ uuid: dep.uuid, name: dep.name, departmentType: dep.departmentType })),
    };
  }
  return { ...okManageEnvelope(ctx.requestId), dealers: result };
}
