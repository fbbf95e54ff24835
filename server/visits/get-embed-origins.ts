import { tenantOf, type UseCaseContext } from '../core/context';
import { selectEmbedOrigins } from './embed-origin-records';

/** The website origins the dealership lets frame its booking page. */
export async function getEmbedOrigins(ctx: UseCaseContext) {
  const { dealerUuid } = tenantOf(ctx);
  return { origins: await selectEmbedOrigins(ctx.db, dealerUuid) };
}
