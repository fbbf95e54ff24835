import { describe, expect, it } from 'vitest';
import { emptyDetails } from './booking-model';
import { recallChoiceAfterLookup, recallVehicleOf, selectedRecalls, vehicleKeyOf } from './recalls-model';

const onFile = { ...emptyDetails, vehicleUuid: 'v1' };
const typed = { ...emptyDetails, year: '2021', make: ' Honda ', model: 'Accord' };

describe('recalls on the online page', () => {
  it('asks for a vehicle once it is known: on file, a full VIN, or year, make and model', () => {
    expect(recallVehicleOf(onFile)).toEqual({ vehicleUuid: 'v1' });
    expect(recallVehicleOf({ ...emptyDetails, vin: '1hgcv1f39la000123' })).toEqual({
      vehicle: { vin: '1HGCV1F39LA000123' },
    });
    expect(recallVehicleOf(typed)).toEqual({ vehicle: { year: 2021, make: 'Honda', model: 'Accord' } });
    expect(recallVehicleOf({ ...typed, model: '' })).toBeNull();
    expect(recallVehicleOf({ ...emptyDetails, vin: '1HGCV1F39' })).toBeNull();
  });

  it("ticks a vehicle's recalls the first time, then keeps the customer's own ticks", () => {
    const key = vehicleKeyOf(onFile) ?? '';
    const offered = [{ oemRecallId: 'A' }, { oemRecallId: 'B' }];
    const first = recallChoiceAfterLookup(null, key, offered);
    expect(first.oemIds).toEqual(['A', 'B']);
    const unticked = { ...first, oemIds: ['B'] };
    expect(recallChoiceAfterLookup(unticked, key, offered).oemIds).toEqual(['B']);
    expect(recallChoiceAfterLookup(unticked, key, [{ oemRecallId: 'A' }]).oemIds).toEqual([]);
  });

  it('books the ticked recalls only for the vehicle they were offered for', () => {
    const choice = { vehicleKey: vehicleKeyOf(onFile) ?? '', oemIds: ['A'] };
    expect(selectedRecalls(choice, onFile)).toEqual(['A']);
    expect(selectedRecalls(choice, { ...onFile, vehicleUuid: 'v2' })).toEqual([]);
    expect(selectedRecalls(null, onFile)).toEqual([]);
  });
});
