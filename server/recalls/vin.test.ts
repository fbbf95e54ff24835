import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVin, modelYearCodes, modelYearOfVin, vinCheckDigit } from './vin';

describe('isValidVin', () => {
  it('accepts VINs whose 9th character is their check digit', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(isValidVin(' 1m8gdm9axkp042788 ')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and the letters I, O and Q', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false);
  });
});

const today = new Date('2026-11-27T12:00:00Z');

describe('modelYearOfVin', () => {
  // Real vehicles' VINs with the model year the manufacturers registered for them.
  it.each([
    ['JH4KA2635HC013743', 1987], // Acura Legend
    ['JH4DA3344KS007957', 1989], // Acura Integra
    ['1N6SD16S6NC347945', 1992], // Nissan pickup
    ['2GCEC19Z0S1245490', 1995], // Chevrolet C/K truck
    ['W06VR52R6WR227722', 1998], // Cadillac Catera
    ['1J4FA29P3YP729948', 2000], // Jeep Wrangler
    ['1G8ZF52801Z322733', 2001], // Saturn SL
    ['1HGCM82633A004352', 2003], // Honda Accord
    ['5FNRL38297B007384', 2007], // Honda Odyssey
    ['JN8AZ28R59T128050', 2009], // Nissan Cube
    ['5N3ZA0NE1AN908084', 2010], // Infiniti QX56
    ['WBSPM9C52BE209978', 2011], // BMW M3
    ['2C3CCACG6CH275007', 2012], // Chrysler 300
    ['5NPEB4AC9DH571382', 2013], // Hyundai Sonata
    ['1C41JUEJ7NC002943', 2022], // Jeep Grand Wagoneer
  ])('reads %s as model year %i', (vin, year) => {
    expect(modelYearOfVin(vin, today)).toBe(year);
    expect(modelYearOfVin(` ${vin.toLowerCase()} `, today)).toBe(year);
  });

  it('derives nothing from a mistyped VIN, a code that names no year, or a year not yet sold', () => {
    expect(modelYearOfVin('1HGCM82643A004352', today)).toBeNull(); // check digit off by one
    expect(modelYearOfVin('1HGCM826', today)).toBeNull();
    const withYearCode = (code: string, seventh = 'A') => {
      const vin = `1HGCV1${seventh}0X${code}A012345`;
      return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
    };
    expect(modelYearOfVin(withYearCode('0'), today)).toBeNull();
    expect(modelYearOfVin(withYearCode('U'), today)).toBeNull();
    expect(modelYearOfVin(withYearCode('Z'), today)).toBeNull();
    // In November 2026 the 2027 models are on sale, the 2028 ones not yet.
    expect(modelYearOfVin(withYearCode('V'), today)).toBe(2027);
    expect(modelYearOfVin(withYearCode('W'), today)).toBeNull();
    expect(modelYearOfVin(withYearCode('W'), new Date('2027-01-02T00:00:00Z'))).toBe(2028);
  });
});

const vinCharacter = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
const digit = fc.constantFrom(...'0123456789');
const letter = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ');

/** A well-formed VIN with the given 7th and 10th characters and its check digit right. */
function vinWith(characters: string[], seventh: string, tenth: string): string {
  const chars = [...characters];
  chars[6] = seventh;
  chars[9] = tenth;
  const vin = chars.join('');
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

describe('the 30-year cycle of the model year', () => {
  const anyVin = fc.array(vinCharacter, { minLength: 17, maxLength: 17 });
  const farFuture = new Date('2040-06-01T00:00:00Z');

  it('gives every year 1980-2039 back from its code and the 7th character', () => {
    fc.assert(
      fc.property(anyVin, fc.integer({ min: 1980, max: 2039 }), digit, letter, (chars, year, d, l) => {
        const code = modelYearCodes.charAt((year - 1980) % 30);
        const vin = vinWith(chars, year < 2010 ? d : l, code);
        expect(modelYearOfVin(vin, farFuture)).toBe(year);
      }),
    );
  });

  it('reads one code as years exactly 30 apart, a digit in 7th place the earlier one', () => {
    fc.assert(
      fc.property(anyVin, fc.constantFrom(...modelYearCodes), digit, letter, (chars, code, d, l) => {
        const earlier = modelYearOfVin(vinWith(chars, d, code), farFuture);
        const later = modelYearOfVin(vinWith(chars, l, code), farFuture);
        expect(earlier).not.toBeNull();
        expect(later).toBe((earlier ?? 0) + 30);
        expect(earlier).toBeLessThanOrEqual(2009);
      }),
    );
  });

  it('never answers a year after next year, nor anything for a VIN whose check digit is wrong', () => {
    fc.assert(
      fc.property(
        anyVin,
        fc.boolean(),
        fc.date({ min: new Date('1981-01-01'), max: new Date('2039-12-31'), noInvalidDate: true }),
        (chars, checked, now) => {
          const vin = checked ? vinWith(chars, chars[6] ?? '0', chars[9] ?? 'A') : chars.join('');
          const year = modelYearOfVin(vin, now);
          if (year !== null) expect(year).toBeLessThanOrEqual(now.getUTCFullYear() + 1);
          if (vin.charAt(8) !== vinCheckDigit(vin)) expect(year).toBeNull();
        },
      ),
    );
  });
});
