import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsSize } from './sms-segments';

describe('SMS segments', () => {
  it('counts the GSM alphabet at 160 a segment, 153 once split', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 1 });
  });

  it('counts the extension table (€, brackets, ^) as two septets', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
  });

  it('falls back to UCS-2 for anything else, at 70 a segment, 67 once split; an emoji takes two', () => {
    expect(smsSize(`Ready ${'ç'.repeat(10)}`).encoding).toBe('UCS-2');
    expect(smsSize('ő'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('ő'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
  });

  it('never gives fewer segments than the text needs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const { encoding, units, segments } = smsSize(text);
        const perSegment = encoding === 'GSM-7' ? 153 : 67;
        expect(segments).toBeGreaterThanOrEqual(1);
        expect(
          segments * (segments === 1 ? (encoding === 'GSM-7' ? 160 : 70) : perSegment),
        ).toBeGreaterThanOrEqual(units);
      }),
    );
  });
});
