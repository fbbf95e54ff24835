import { log } from '../log';
import { type DrainOptions, drainThenStop, type StopPart } from './drain-then-stop';

const holder = globalThis as unknown as {
  __servicebayStopOnSignal?: boolean;
  __servicebayStopLast?: StopPart[];
};

/**
 * Parts the launcher owns (the HTTP server, the embedded or throwaway database), stopped after the
 * app's own parts. Kept on globalThis: the app's instrumentation runs from Next.js's bundle, a copy
 * of these modules other than the launcher's.
 */
export function alsoStopLast(part: StopPart): void {
  holder.__servicebayStopLast ??= [];
  holder.__servicebayStopLast.push(part);
}

/**
 * On SIGTERM or SIGINT: drain and stop (see drainThenStop), then exit 0, or 1 when a part failed.
 * Installed once per process however often it is called (Next.js may run register() per bundle).
 * A signal sent to the process group reaches this process twice under npm (once directly, once
 * forwarded by npm), so further signals are ignored until the drain bound has passed; after it, one
 * exits at once.
 */
export function stopOnSignal(options: DrainOptions & { exit?: boolean }): void {
  if (holder.__servicebayStopOnSignal) return;
  holder.__servicebayStopOnSignal = true;
  let stoppingSince: number | null = null;
  let ignoredLogged = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < options.drainTimeoutMs) {
        if (!ignoredLogged) log.warn('signal ignored: already stopping', { signal });
        ignoredLogged = true;
        return;
      }
      log.warn('signal after the drain bound while stopping: exiting now', { signal });
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.info('stopping', { signal, drainTimeoutMs: options.drainTimeoutMs });
    const after = [...(options.after ?? []), ...(holder.__servicebayStopLast ?? [])];
    drainThenStop({ ...options, after }).then(
      ({ failed }) => {
        log.info('stopped', { failed });
        if (options.exit !== false) process.exit(failed.length > 0 ? 1 : 0);
      },
      (error: unknown) => {
        log.error('stopping failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
