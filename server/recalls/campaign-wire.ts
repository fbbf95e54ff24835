import type { Campaign, RecallForVehicle } from './recall.schemas';
import type { CampaignRecord } from './recall-campaign-records';

export function campaignWire(r: CampaignRecord): Campaign {
  return {
    campaignUuid: r.uuid,
    oemRecallId: r.oemRecallId,
    title: r.title,
    description: r.description,
    departmentUuid: r.departmentUuid,
    operationUuid: r.operationUuid,
    laborOpCode: r.laborOpCode,
    opCodeName: r.opCodeName,
    durationMinutes: r.durationMinutes,
    vins: r.vins,
    make: r.make,
    model: r.model,
    yearFrom: r.yearFrom,
    yearTo: r.yearTo,
    status: r.closedAt ? 'CLOSED' : 'OPEN',
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

export function recallForVehicleWire(r: CampaignRecord): RecallForVehicle {
  return {
    oemRecallId: r.oemRecallId,
    title: r.title,
    description: r.description,
    operationUuid: r.operationUuid,
    laborOpCode: r.laborOpCode,
    price: '0.00',
    durationMinutes: r.durationMinutes,
  };
}
