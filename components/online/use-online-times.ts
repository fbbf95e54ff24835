'use client';

import { useEffect, useRef, useState } from 'react';
import { type Choice, timesChoiceOf } from './booking-model';
import { OnlineApiError, type OnlinePlace, type OnlineTimes, onlineApi } from './online-api';

/** The free times for the current choice, asked again whenever the choice changes (the latest answer wins). */
export function useOnlineTimes(dealer: OnlinePlace, initial: OnlineTimes, choice: Choice) {
  const [times, setTimes] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const first = useRef(true);
  const key = JSON.stringify(timesChoiceOf(choice));
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const asked = ++latest.current;
    setLoading(true);
    onlineApi
      .times(dealer, JSON.parse(key))
      .then((answer) => {
        if (asked !== latest.current) return;
        setTimes(answer);
        setError(null);
      })
      .catch((e: unknown) => {
        if (asked === latest.current)
          setError(e instanceof OnlineApiError ? e.message : 'Times could not be loaded.');
      })
      .finally(() => {
        if (asked === latest.current) setLoading(false);
      });
  }, [dealer, key]);
  return { times, loading, error };
}
