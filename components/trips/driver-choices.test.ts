import { describe, expect, it } from 'vitest';
import type { DealerAssociateDto } from '@/server/users/manage.schemas';
import { driverChoices } from './driver-choices';

const person = (uuid: string, change: Partial<DealerAssociateDto> = {}) =>
  ({
    uuid,
    isValid: true,
    isDefault: false,
    role: { roleUuid: 'r', roleName: 'Service Advisor', roleAcronym: 'SA' },
    ...change,
  }) as DealerAssociateDto;

describe('driverChoices', () => {
  it('offers active people only, never the system sender or integration accounts', () => {
    const list = [
      person('active'),
      person('gone', { isValid: false }),
      person('system', { isDefault: true }),
      person('integration', { role: { roleUuid: 'i', roleName: 'Integration', roleAcronym: 'INT' } }),
    ];
    expect(driverChoices(list).map((p) => p.uuid)).toEqual(['active']);
  });
});
