import type { Tx } from '../db/client';
import { findOpenCampaignRepairs } from './recall-campaign-records';

/**
 * The repair opcodes of the recalls a choice names, so free times count their duration, lead time
 * and daily limits before the vehicle is checked (the booking checks it). Unknown or closed ids
 * add nothing.
 */
export async function findRecallRepairs(
  tx: Tx,
  input: { departmentUuid: string; oemRecallIds: string[] | null | undefined },
): Promise<string[]> {
  const oemRecallIds = input.oemRecallIds ?? [];
  if (oemRecallIds.length === 0) return [];
  return findOpenCampaignRepairs(tx, { departmentUuid: input.departmentUuid, oemRecallIds });
}
