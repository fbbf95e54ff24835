type State = { inFlight: number; draining: boolean; idle: Array<() => void> };

// Kept on globalThis: Next.js may load the route modules and instrumentation as separate copies.
const holder = globalThis as unknown as { __servicebayRequests?: State };
const state = (): State => {
  holder.__servicebayRequests ??= { inFlight: 0, draining: false, idle: [] };
  return holder.__servicebayRequests;
};

/** Counts one request in until the returned function is called (once, however it ends). */
export function requestStarted(): () => void {
  const s = state();
  s.inFlight++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    s.inFlight--;
    if (s.inFlight === 0) for (const wake of s.idle.splice(0)) wake();
  };
}

export const requestsInFlight = (): number => state().inFlight;

/** From now on new requests are turned away (503) while the ones in flight finish. */
export function startDraining(): void {
  state().draining = true;
}

export const isDraining = (): boolean => state().draining;

/** Resolves true when no request is in flight, or false when `timeoutMs` passes first. */
export function whenIdle(timeoutMs: number): Promise<boolean> {
  const s = state();
  if (s.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      s.idle.splice(s.idle.indexOf(wake) >>> 0, 1);
      resolve(false);
    }, timeoutMs);
    s.idle.push(wake);
  });
}

/** Tests start each case from a process that is taking requests. */
export function resetRequestsForTests(): void {
  holder.__servicebayRequests = { inFlight: 0, draining: false, idle: [] };
}
