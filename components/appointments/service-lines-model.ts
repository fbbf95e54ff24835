import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import type { Appointment, ServiceItem } from './api';
import { serviceLineToItem } from './detail-format';

/** The services editor's lines: those kept from the appointment, those added, and the change they send. */
export type DraftLine = { key: string; label: string; price: string | null; item: ServiceItem };

export function linesOf(appointment: Pick<Appointment, 'serviceList'>): DraftLine[] {
  return appointment.serviceList.map((s) => ({
    key: s.serviceUuid,
    label: s.opCodeName ?? s.title ?? s.laborOpCode ?? 'Service',
    price: s.price,
    item: serviceLineToItem(s),
  }));
}

/** The API completes a line sent with only its opcode from the catalog (price, time, codes). */
export function opcodeLine(
  key: string,
  o: Pick<OpcodeDto, 'uuid' | 'opCodeName' | 'laborOpCode' | 'totalPrice'>,
) {
  return { key, label: o.opCodeName ?? o.laborOpCode, price: o.totalPrice, item: { operationUuid: o.uuid } };
}

export function concernLine(key: string, text: string): DraftLine {
  return {
    key,
    label: text,
    price: null,
    item: { title: text, description: text, isCustomConcern: true, operationType: 'OPCODE' },
  };
}

export const noServicesLeft =
  'Keep at least one service: cancel the appointment instead if the visit is off.';

/** The change to send, numbered in the order shown; null when no service is left. */
export function servicesChangeOf(lines: DraftLine[]): { serviceList: ServiceItem[] } | null {
  if (lines.length === 0) return null;
  return { serviceList: lines.map((l, index) => ({ ...l.item, sortOrder: String(index + 1) })) };
}
