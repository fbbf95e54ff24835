import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import {
  dealerProfileOf,
  departmentSettingsOf,
  findDealer,
  findDepartmentsOfDealer,
} from '../users/dealer-records';

/** The dealership's profile, its payment processor and every department's messaging settings. */
export async function getDealer(ctx: UseCaseContext) {
  const { dealerUuid } = tenantOf(ctx);
  const dealer = await findDealer(ctx.db, dealerUuid);
  if (!dealer) throw new DomainError('DEALER_NOT_FOUND', `No dealer has the uuid ${dealerUuid}`);
  const departments = await findDepartmentsOfDealer(ctx.db, dealerUuid);
  return {
    ...dealerProfileOf(dealer),
    paymentProcessor: dealer.paymentProcessor,
    stripeAccount: dealer.stripeAccountId,
    departments: departments.map(departmentSettingsOf),
  };
}
