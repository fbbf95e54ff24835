import { describe, expect, it } from 'vitest';
import { DomainError } from '../core/errors';
import {
  decideTripOperations,
  type MappedTrips,
  planTripSteps,
  type TripInstruction,
  type TripStep,
  toInstruction,
} from './decide-trip-operations';

const P = 'pickup-1';
const D = 'dropoff-1';
const body = { originAddress: '1 Main St' };
const none: TripInstruction = { eventUuid: null, body: null };
const trip = (eventUuid: string | null, withBody: boolean): TripInstruction => ({
  eventUuid,
  body: withBody ? body : null,
});

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
};

type Row = {
  n: number;
  pickup: TripInstruction;
  dropoff: TripInstruction;
  mapped: MappedTrips;
  steps?: TripStep['op'][];
  code?: string;
};

const withPickup: MappedTrips = { pickupUuid: P, dropoffUuid: null };
const withBoth: MappedTrips = { pickupUuid: P, dropoffUuid: D };
const empty: MappedTrips = { pickupUuid: null, dropoffUuid: null };

// The spec's table: P UUID, P Body, D UUID, D Body → result, each from the mapped state it needs.
const table: Row[] = [
  { n: 1, pickup: none, dropoff: none, mapped: withBoth, code: 'NO_OPERATION_SPECIFIED' },
  { n: 2, pickup: none, dropoff: trip(null, true), mapped: withPickup, steps: ['createDropoff'] },
  { n: 3, pickup: none, dropoff: trip(D, false), mapped: withBoth, steps: ['deleteDropoff'] },
  { n: 4, pickup: none, dropoff: trip(D, true), mapped: withBoth, steps: ['updateDropoff'] },
  { n: 5, pickup: trip(P, false), dropoff: none, mapped: withBoth, steps: ['deletePickup'] },
  { n: 6, pickup: trip(P, false), dropoff: trip(null, true), mapped: withBoth, steps: ['deletePickup'] },
  { n: 7, pickup: trip(P, false), dropoff: trip(D, false), mapped: withBoth, steps: ['deletePickup'] },
  { n: 8, pickup: trip(P, false), dropoff: trip(D, true), mapped: withBoth, steps: ['deletePickup'] },
  { n: 9, pickup: trip(null, true), dropoff: none, mapped: empty, steps: ['createPickup'] },
  {
    n: 10,
    pickup: trip(null, true),
    dropoff: trip(null, true),
    mapped: empty,
    steps: ['createPickup', 'createDropoff'],
  },
  {
    n: 11,
    pickup: trip(null, true),
    dropoff: trip(D, false),
    mapped: empty,
    code: 'INVALID_DROPOFF_WITH_NEW_PICKUP',
  },
  {
    n: 12,
    pickup: trip(null, true),
    dropoff: trip(D, true),
    mapped: empty,
    code: 'INVALID_DROPOFF_WITH_NEW_PICKUP',
  },
  { n: 13, pickup: trip(P, true), dropoff: none, mapped: withBoth, steps: ['updatePickup'] },
  {
    n: 14,
    pickup: trip(P, true),
    dropoff: trip(null, true),
    mapped: withPickup,
    steps: ['updatePickup', 'createDropoff'],
  },
  {
    n: 15,
    pickup: trip(P, true),
    dropoff: trip(D, false),
    mapped: withBoth,
    steps: ['updatePickup', 'deleteDropoff'],
  },
  {
    n: 16,
    pickup: trip(P, true),
    dropoff: trip(D, true),
    mapped: withBoth,
    steps: ['updatePickup', 'updateDropoff'],
  },
];

describe('the 16 P/D cases', () => {
  it.each(table)('case $n', (row) => {
    const run = () => planTripSteps(decideTripOperations(row.pickup, row.dropoff), row.mapped);
    if (row.code) {
      expect(codeOf(run)).toBe(row.code);
      return;
    }
    expect(decideTripOperations(row.pickup, row.dropoff).tripCase).toBe(row.n);
    expect(run().map((s) => s.op)).toEqual(row.steps);
  });

  it('a pickup delete takes the linked dropoff with it (cases 5–8)', () => {
    const steps = planTripSteps(decideTripOperations(trip(P, false), trip(null, true)), withBoth);
    expect(steps).toEqual([{ op: 'deletePickup', eventUuid: P, linkedDropoffUuid: D }]);
  });
});

describe('validation rules against the stored trips', () => {
  const cases: Array<{
    name: string;
    pickup: TripInstruction;
    dropoff: TripInstruction;
    mapped: MappedTrips;
    code: string;
  }> = [
    {
      name: 'new pickup when one is mapped',
      pickup: trip(null, true),
      dropoff: none,
      mapped: withPickup,
      code: 'TRIP_ALREADY_EXISTS',
    },
    {
      name: 'new pickup + dropoff when one is mapped',
      pickup: trip(null, true),
      dropoff: trip(null, true),
      mapped: withBoth,
      code: 'TRIP_ALREADY_EXISTS',
    },
    {
      name: 'new dropoff when one is linked',
      pickup: none,
      dropoff: trip(null, true),
      mapped: withBoth,
      code: 'DROPOFF_ALREADY_EXISTS',
    },
    {
      name: 'update pickup + new dropoff when one is linked',
      pickup: trip(P, true),
      dropoff: trip(null, true),
      mapped: withBoth,
      code: 'DROPOFF_ALREADY_EXISTS',
    },
    {
      name: 'new dropoff without a mapped pickup',
      pickup: none,
      dropoff: trip(null, true),
      mapped: empty,
      code: 'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'update of another pickup',
      pickup: trip('other', true),
      dropoff: none,
      mapped: withBoth,
      code: 'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'delete of another pickup',
      pickup: trip('other', false),
      dropoff: none,
      mapped: withBoth,
      code: 'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'pickup eventUUID when none is mapped',
      pickup: trip(P, true),
      dropoff: none,
      mapped: empty,
      code: 'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'delete of another dropoff',
      pickup: none,
      dropoff: trip('other', false),
      mapped: withBoth,
      code: 'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'update of a dropoff when none is linked',
      pickup: none,
      dropoff: trip(D, true),
      mapped: withPickup,
      code: 'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'pickup delete naming another dropoff',
      pickup: trip(P, false),
      dropoff: trip('other', false),
      mapped: withBoth,
      code: 'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
    {
      name: 'update pickup, delete another dropoff',
      pickup: trip(P, true),
      dropoff: trip('other', false),
      mapped: withBoth,
      code: 'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
    },
  ];
  it.each(cases)('$name → $code', (c) => {
    expect(codeOf(() => planTripSteps(decideTripOperations(c.pickup, c.dropoff), c.mapped))).toBe(c.code);
  });
});

describe('toInstruction', () => {
  it('reads a blank eventUUID as absent and null/empty fields as no body', () => {
    expect(toInstruction({ eventUUID: '  ', originAddress: null, notes: '' })).toEqual({
      eventUuid: null,
      body: null,
    });
  });
  it('counts rideType alone as a body', () => {
    expect(toInstruction({ eventUUID: 'x', rideType: 'PICKUP_VEHICLE' }).body).not.toBeNull();
  });
  it('absent trip object is no instruction', () => {
    expect(toInstruction(undefined)).toEqual({ eventUuid: null, body: null });
  });
});
