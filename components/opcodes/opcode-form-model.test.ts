import { describe, expect, it } from 'vitest';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import {
  codeTakenMessage,
  emptyFormValues,
  type FormValues,
  formValuesFrom,
  toOpcodeInput,
  withDailyLimit,
  withFlag,
  withMileage,
  withNewMileage,
  withoutMileage,
  withText,
} from './opcode-form-model';

function filled(change: (v: FormValues) => void): FormValues {
  const values = emptyFormValues();
  values.text.laborOpCode = 'OIL';
  change(values);
  return values;
}

describe('opcode form model', () => {
  it('a blank labor code is refused with a plain message', () => {
    const result = toOpcodeInput(emptyFormValues());
    expect(result).toEqual({ ok: false, errors: { laborOpCode: 'Enter the labor code.' } });
  });

  it('turns what was typed into the API opcode: blanks are null, limits per weekday', () => {
    const result = toOpcodeInput(
      filled((v) => {
        v.text.opCodeName = '  Oil change ';
        v.text.totalPrice = '79.95';
        v.text.opCodeDurationInMinutes = '30';
        v.mileage = [{ fromMileage: '0', toMileage: '' }];
        v.dailyLimits[1] = '5';
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.opcode).toMatchObject({
      uuid: null,
      laborOpCode: 'OIL',
      opCodeName: 'Oil change',
      totalPrice: '79.95',
      opCodeDurationInMinutes: '30',
      description: null,
      isValid: true,
      vehicleMileageConfigList: [{ fromMileage: 0, toMileage: null }],
      dailyLimitConfigList: [{ dayOfWeek: 1, limit: 5 }],
    });
  });

  it('the API rules give field messages: three decimals, fractional minutes, ranges upside down', () => {
    const result = toOpcodeInput(
      filled((v) => {
        v.text.totalPrice = '1.999';
        v.text.opCodeDurationInMinutes = '2.5';
        v.mileage = [{ fromMileage: '100', toMileage: '50' }];
        v.dailyLimits[3] = 'many';
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        totalPrice: 'Enter an amount such as 85.00 (no more than two decimals).',
        opCodeDurationInMinutes: 'Enter a whole number from 0 to 10080.',
        'mileage.0': 'The upper mileage must not be below the lower one.',
        'dailyLimits.3': 'A whole number, or blank for no limit.',
      },
    });
  });

  it('editing starts from the stored opcode and sends it back unchanged', () => {
    const stored = {
      uuid: 'u1',
      laborOpCode: 'ROT',
      opCodeName: 'Rotation',
      totalPrice: '39.95',
      opCodeDurationInMinutes: '30',
      soldHours: 0.5,
      sortOrder: 2,
      vehicleMileageConfigList: [{ fromMileage: 1000, toMileage: 2000 }],
      dailyLimitConfigList: [{ dayOfWeek: 6, limit: 2 }],
      isValid: false,
      inOnlineScheduler: false,
    } as unknown as OpcodeDto;
    const values = formValuesFrom(stored);
    expect(values.text.soldHours).toBe('0.5');
    expect(values.dailyLimits[6]).toBe('2');
    const result = toOpcodeInput(values);
    expect(result.ok && result.opcode).toMatchObject({
      uuid: 'u1',
      totalPrice: '39.95',
      soldHours: '0.5',
      sortOrder: '2',
      isValid: false,
      inOnlineScheduler: false,
      vehicleMileageConfigList: [{ fromMileage: 1000, toMileage: 2000 }],
      dailyLimitConfigList: [{ dayOfWeek: 6, limit: 2 }],
    });
  });
});

describe('opcode form changes', () => {
  it('adds a mileage range from 0 with no upper limit, edits and removes it by position', () => {
    const added = withNewMileage(withNewMileage(emptyFormValues()));
    expect(added.mileage).toEqual([
      { fromMileage: '0', toMileage: '' },
      { fromMileage: '0', toMileage: '' },
    ]);
    const edited = withMileage(added, 1, { toMileage: '30000' });
    expect(edited.mileage[1]).toEqual({ fromMileage: '0', toMileage: '30000' });
    expect(edited.mileage[0]).toEqual({ fromMileage: '0', toMileage: '' });
    expect(withoutMileage(edited, 0).mileage).toEqual([{ fromMileage: '0', toMileage: '30000' }]);
  });

  it('changes one text, flag or weekday limit and leaves the rest', () => {
    const start = emptyFormValues();
    const changed = withDailyLimit(withFlag(withText(start, 'laborOpCode', 'OIL'), 'isValid', false), 2, '4');
    expect(changed.text.laborOpCode).toBe('OIL');
    expect(changed.flags.isValid).toBe(false);
    expect(changed.dailyLimits).toEqual(['', '', '4', '', '', '', '']);
    expect(start.text.laborOpCode).toBe('');
  });

  it('names the code already taken', () => {
    expect(codeTakenMessage(' OIL ')).toBe(
      'Labor code OIL is already used by another opcode in this department. Choose another code, or edit that opcode instead.',
    );
  });
});
