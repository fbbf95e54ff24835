import { describe, expect, it } from 'vitest';
import type { Appointment } from './api';
import { concernLine, linesOf, opcodeLine, servicesChangeOf } from './service-lines-model';

const kept = {
  serviceList: [
    {
      serviceUuid: 's-1',
      opCodeName: null,
      title: 'Oil change',
      laborOpCode: 'OIL',
      price: '49.00',
      operationType: 'OPCODE',
      isCustomConcern: false,
    },
  ],
} as Pick<Appointment, 'serviceList'>;

describe('the services editor', () => {
  it('starts from the appointment’s services, named as the advisor knows them', () => {
    const [line] = linesOf(kept);
    expect(line).toMatchObject({ key: 's-1', label: 'Oil change', price: '49.00' });
    expect(line?.item).toMatchObject({ title: 'Oil change', laborOpCode: 'OIL', price: '49.00' });
  });

  it('sends an added opcode by its uuid alone and a concern in the customer’s words', () => {
    const opcode = { uuid: 'op-1', opCodeName: null, laborOpCode: 'BRK', totalPrice: '120.00' };
    expect(opcodeLine('new-1', opcode)).toEqual({
      key: 'new-1',
      label: 'BRK',
      price: '120.00',
      item: { operationUuid: 'op-1' },
    });
    expect(concernLine('new-2', 'Squeak when braking').item).toEqual({
      title: 'Squeak when braking',
      description: 'Squeak when braking',
      isCustomConcern: true,
      operationType: 'OPCODE',
    });
  });

  it('numbers the services in the order shown and refuses to send none', () => {
    const lines = [
      concernLine('a', 'Rattle'),
      opcodeLine('b', { uuid: 'op-1', opCodeName: 'Brakes', laborOpCode: 'BRK', totalPrice: null }),
    ];
    expect(servicesChangeOf(lines)?.serviceList.map((s) => s.sortOrder)).toEqual(['1', '2']);
    expect(servicesChangeOf([])).toBeNull();
  });
});
