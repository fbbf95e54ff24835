import { actorOf } from '../appointments/actor';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { getCustomerRow } from '../customers/customer-records';
import { findCustomerVehicles } from '../customers/vehicle-records';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { PartnerBookingBody } from './online.schemas';
import { placeOnlineBooking } from './place-online-booking';
import { resolveOnlineDepartment } from './resolve-online-department';

/**
 * POST /api/online/v1/department/{departmentUuid}/appointment: a partner's online flow books for a
 * customer it saved first (Customer API): the same online rules and booking path as the public
 * page, marked with source ONLINE.
 */
export async function bookPartnerOnline(ctx: UseCaseContext, input: { body: PartnerBookingBody }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { body } = input;
  const scope = await resolveOnlineDepartment(ctx.db, { dealerRef: dealerUuid, departmentUuid });
  return pipelinedTransaction(ctx.db, async (tx) => {
    const customer = await getCustomerRow(tx, { dealerUuid, customerUuid: body.customerUuid });
    if (!customer)
      throw new DomainError('INVALID_CUSTOMER_UUID', `The dealer has no customer ${body.customerUuid}`);
    if (body.vehicleUuid) {
      const owned = await findCustomerVehicles(tx, { dealerUuid, customerUuid: customer.uuid });
      if (!owned.some((v) => v.uuid === body.vehicleUuid))
        throw new DomainError('VEHICLE_UUID_NOT_FOUND', `The customer has no vehicle ${body.vehicleUuid}`);
    }
    return placeOnlineBooking(tx, scope, {
      customerUuid: customer.uuid,
      vehicleUuid: body.vehicleUuid ?? null,
      fields: body,
      actor: { ...actorOf(ctx), platform: 'online' },
      now: new Date(),
      confirmTo: null,
    });
  });
}
