/**
 * zod 4 probes once whether it may compile parsers with `new Function`; under the page's
 * Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but the browser reports a
 * violation. zod reads its settings from this global object, which it also creates: set here
 * before zod is first evaluated (its own modules build object schemas as they load), the probe is
 * skipped. Imported first by scalar-reference.tsx.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
