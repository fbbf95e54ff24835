import { describe, expect, it } from 'vitest';
import {
  type CampaignFormValues,
  campaignBodyOf,
  campaignFormErrors,
  coverageOf,
  vinsOf,
} from './campaign-form-model';

const values = (v: Partial<CampaignFormValues>): CampaignFormValues => ({
  operationUuid: 'op',
  oemRecallId: '23V-001',
  title: 'Fuel pump',
  description: '',
  vins: '',
  make: '',
  model: '',
  yearFrom: '',
  yearTo: '',
  ...v,
});

describe('the new recall campaign form', () => {
  it('takes VINs pasted one per line or separated by commas, upper case and each once', () => {
    expect(vinsOf(' 1hgcv1f39la000123\n1HGCV1F39LA000123, 1HGCV1F30LA000999 ')).toEqual([
      '1HGCV1F39LA000123',
      '1HGCV1F30LA000999',
    ]);
  });

  it('says what is missing or wrong before sending', () => {
    expect(campaignFormErrors(values({}))?.fields.vins).toBe(
      'List the VINs covered, or give a make and model',
    );
    expect(campaignFormErrors(values({ make: 'Honda' }))?.fields.model).toBe(
      'Give both the make and the model',
    );
    expect(campaignFormErrors(values({ vins: '1HGCV1F3OLA000123' }))?.fields.vins).toMatch(/not a VIN/);
    expect(
      campaignFormErrors(values({ make: 'Honda', model: 'Accord', yearFrom: '2022', yearTo: '2018' }))?.fields
        .yearTo,
    ).toBe('The last year is before the first');
    expect(campaignFormErrors(values({ make: 'Honda', model: 'Accord', yearFrom: '2018' }))).toBeNull();
  });

  it('sends empty fields as null and years as numbers', () => {
    expect(campaignBodyOf(values({ make: ' Honda ', model: 'Accord', yearFrom: '2018' }))).toEqual({
      operationUuid: 'op',
      oemRecallId: '23V-001',
      title: 'Fuel pump',
      description: null,
      vins: [],
      make: 'Honda',
      model: 'Accord',
      yearFrom: 2018,
      yearTo: null,
    });
  });

  it('says which vehicles a campaign covers', () => {
    const none = { vins: [], make: null, model: null, yearFrom: null, yearTo: null };
    expect(coverageOf({ ...none, make: 'Honda', model: 'Accord', yearFrom: 2018, yearTo: 2021 })).toBe(
      '2018–2021 Honda Accord',
    );
    expect(coverageOf({ ...none, vins: ['A', 'B'], make: 'Honda', model: 'Civic' })).toBe(
      'every year of Honda Civic; 2 VINs',
    );
    expect(coverageOf({ ...none, vins: ['1HGCV1F39LA000123'] })).toBe('VIN 1HGCV1F39LA000123');
  });
});
