import { ofDealer } from '../admin/dealer-admin-access';
import { defineContract } from '../core/contract';
import type { DocumentedCode } from '../core/error-codes';
import * as s from './recall.schemas';

/**
 * Recall campaigns a dealership knows of, entered by its administrators (there is no feed from the
 * manufacturers): the online page offers the open ones to the vehicles they cover.
 */
const tag = 'Recall campaigns';
const base = '/api/recalls/admin/v1/dealers/{dealerUuid}/campaigns';
const family = 'admin' as const;
const adminErrors: DocumentedCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'INVALID_REQUEST',
  'INVALID_DEALER_UUID',
];

export const listRecallCampaignsContract = defineContract({
  operationId: 'listRecallCampaigns',
  method: 'GET',
  path: base,
  summary: "The dealership's recall campaigns (open and closed) and the opcodes that can repair one",
  description:
    "repairOpcodes are the valid opcodes of the dealer's departments with a recallId: a campaign names one of them.",
  tag,
  family,
  auth: ofDealer,
  params: s.dealerUuidParam,
  response: s.campaignsResponse,
  errors: adminErrors,
});

export const addRecallCampaignContract = defineContract({
  operationId: 'addRecallCampaign',
  method: 'POST',
  path: base,
  summary: 'Add an open recall campaign',
  description:
    "oemRecallId (1-40 characters, unique per dealership: 409 RECALL_CAMPAIGN_EXISTS), title and description shown to customers, operationUuid: the dealer's opcode that does the repair, whose recallId is oemRecallId (else 400 INCORRECT_OPCODE). Vehicles covered: vins (up to 500 VINs), and/or make and model (compared without case) with an optional model-year range yearFrom..yearTo (inclusive).",
  tag,
  family,
  auth: ofDealer,
  params: s.dealerUuidParam,
  body: s.newCampaignBody,
  response: s.campaignSchema,
  successStatus: 201,
  errors: [...adminErrors, 'MALFORMED_JSON', 'INCORRECT_OPCODE', 'RECALL_CAMPAIGN_EXISTS'],
});

export const closeRecallCampaignContract = defineContract({
  operationId: 'closeRecallCampaign',
  method: 'POST',
  path: `${base}/{campaignUuid}/close`,
  summary: 'Close a recall campaign: customers are no longer offered it',
  description: 'Closing a closed campaign changes nothing and answers it as it is.',
  tag,
  family,
  auth: ofDealer,
  params: s.campaignParams,
  response: s.campaignSchema,
  errors: [...adminErrors, 'RECALL_CAMPAIGN_NOT_FOUND'],
});
