import { describe, expect, it } from 'vitest';
import type { DealerAssociateDto } from '@/server/users/manage.schemas';
import { driverChoices } from './driver-choices';

const person = (uuid: string, change: Partial<DealerAssociateDto> = {}) =>
  ({
    uuid,
    isValid: true,
    isDefault: false,
    isDriver: true,
    role: { roleUuid: 'r', roleName: 'Service Advisor', roleAcronym: 'SA' },
    ...change,
  }) as DealerAssociateDto;

describe('driverChoices', () => {
  it('offers active drivers only, never the system sender or integration accounts', () => {
    const list = [
      person('active'),
      person('gone', { isValid: false }),
      person('system', { isDefault: true }),
      person('integration', { role: { roleUuid: 'i', roleName: 'Integration', roleAcronym: 'INT' } }),
    ];
    expect(driverChoices(list).map((p) => p.uuid)).toEqual(['active']);
  });

  it('leaves out people not marked as drivers', () => {
    const list = [person('driver'), person('advisor', { isDriver: false })];
    expect(driverChoices(list).map((p) => p.uuid)).toEqual(['driver']);
  });

  it('keeps someone already driving the trip after their mark is taken away', () => {
    const list = [
      person('driver'),
      person('former', { isDriver: false }),
      person('other', { isDriver: false }),
    ];
    expect(driverChoices(list, ['former', null]).map((p) => p.uuid)).toEqual(['driver', 'former']);
  });
});
