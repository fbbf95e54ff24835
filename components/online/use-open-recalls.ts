'use client';

import { useEffect, useRef, useState } from 'react';
import { type OnlinePlace, type OnlineRecall, onlineApi } from './online-api';
import { type recallVehicleOf, vehicleKeyOf } from './recalls-model';

type VehicleFields = Parameters<typeof recallVehicleOf>[0];

/**
 * The open recalls of the customer's vehicle, asked once the vehicle is known and again when it
 * changes; `onLookup` gets each answer with the vehicle's key. A failed lookup counts as none:
 * recalls are offered, never in the way of booking.
 */
export function useOpenRecalls(
  place: OnlinePlace,
  session: string,
  details: VehicleFields,
  onLookup: (vehicleKey: string, recalls: OnlineRecall[]) => void,
) {
  const [recalls, setRecalls] = useState<OnlineRecall[]>([]);
  const [loading, setLoading] = useState(false);
  const key = vehicleKeyOf(details);
  const lookup = useRef(onLookup);
  lookup.current = onLookup;
  const { dealer, department } = place;
  useEffect(() => {
    if (!key) return setRecalls([]);
    let current = true;
    const answered = (found: OnlineRecall[]) => {
      if (!current) return;
      setRecalls(found);
      setLoading(false);
      lookup.current(key, found);
    };
    setLoading(true);
    onlineApi
      .recalls({ dealer, department }, { session, ...JSON.parse(key) })
      .then((answer) => answered(answer.recalls))
      .catch(() => answered([]));
    return () => {
      current = false;
    };
  }, [dealer, department, session, key]);
  return { recalls, loading };
}
