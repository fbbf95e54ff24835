import { z } from 'zod';
import { type ErrorCode, errorCodes } from './error-codes';

/*
 * Request strings PostgreSQL can store, checked once at the edge. PostgreSQL refuses NUL in text
 * ("invalid byte sequence for encoding UTF8: 0x00") and NUL or lone UTF-16 surrogates in jsonb
 * ("unsupported Unicode escape sequence"); other C0 controls are refused too because no field of
 * the API means them, except tab and line breaks in multi-line fields (notes, message bodies).
 */

const tab = 9;
const lineFeed = 10;
const carriageReturn = 13;

function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 && !(multiline && (c === tab || c === lineFeed || c === carriageReturn))) return true;
  }
  return false;
}
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Lengths that fit a field's meaning, shared so that like fields get like limits. */
export const textLimits = {
  /** uuids, keys, codes and other identifiers */
  id: 255,
  name: 200,
  shortText: 500,
  note: 4000,
  smsBody: 1600,
  emailBody: 100_000,
  url: 2048,
  email: 320,
  phone: 40,
  dateTime: 64,
} as const;

export type TextOptions = {
  max: number;
  min?: number;
  /** Allows tab, line feed and carriage return (notes, message bodies). */
  multiline?: boolean;
  /** Trims surrounding white space before the checks. */
  trim?: boolean;
  /** The operation's own code for a bad value of this field (else INVALID_REQUEST). */
  code?: ErrorCode;
};

/** Why a string cannot be stored, or null when it can. */
export function unstorableReason(value: string, multiline = false): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL (\\u0000)';
  if (hasControlCharacter(value, multiline)) {
    return multiline
      ? 'must not contain control characters other than tab and line breaks'
      : 'must not contain control characters';
  }
  if (loneSurrogate.test(value)) return 'must not contain a lone UTF-16 surrogate';
  return null;
}

/**
 * The one string schema of request paths, queries and bodies: refuses control characters and
 * lone surrogates and bounds the length (which the OpenAPI document shows as maxLength).
 */
export function text(options: TextOptions) {
  const base = options.trim ? z.string().trim() : z.string();
  const params = options.code ? { errorCode: options.code } : undefined;
  const checked = base.check((ctx) => {
    const reason = unstorableReason(ctx.value, options.multiline);
    if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value, params });
    // The native max below documents the limit; a field with its own code also needs it here.
    else if (params && ctx.value.length > options.max) {
      const message = `must be at most ${options.max} characters`;
      ctx.issues.push({ code: 'custom', message, input: ctx.value, params });
    }
  });
  const bounded = checked.max(options.max);
  return options.min === undefined ? bounded : bounded.min(options.min);
}

/** An identifier (uuid, key, code, token) in a body or query: one line, at most `max` characters. */
export const identifier = (max: number = textLimits.id, code?: ErrorCode) => text({ max, code });

/** A date, time or date-time string: its format is checked where it is parsed. */
export const dateTimeText = (code?: ErrorCode) => text({ max: textLimits.dateTime, code });

/** Whether a JSON-like value holds only storable strings (keys too), walked to a bounded depth. */
function unstorableIn(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return unstorableReason(value, true);
  if (depth > 32) return 'is nested too deeply';
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = unstorableIn(item, depth + 1);
      if (reason) return reason;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const reason = unstorableReason(key, true) ?? unstorableIn(item, depth + 1);
      if (reason) return reason;
    }
  }
  return null;
}

/**
 * Guards a free-form value stored as JSON (metadata maps, passthrough objects): every string and
 * key storable, and the serialized value at most `maxBytes` long.
 */
export function storableJson<T extends z.ZodType>(schema: T, maxBytes = 16_384) {
  const guarded = schema.check((ctx) => {
    const reason = unstorableIn(ctx.value, 0);
    if (reason) {
      ctx.issues.push({ code: 'custom', message: reason, input: ctx.value });
      return;
    }
    const size = new TextEncoder().encode(JSON.stringify(ctx.value) ?? '').length;
    if (size > maxBytes) {
      const message = `must be at most ${maxBytes} bytes as JSON`;
      ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }
  });
  guardedJson.add(guarded);
  return guarded;
}

const guardedJson = new WeakSet<z.ZodType>();

/** Whether a schema is guarded by storableJson (what it holds needs no checks of its own). */
export const isGuardedJson = (schema: z.ZodType): boolean => guardedJson.has(schema);

const knownCodes = new Set<string>(errorCodes);

/** The operation's own code carried by a refused field (see `code` above), if any. */
export function issueErrorCode(error: z.ZodError): ErrorCode | undefined {
  for (const issue of error.issues) {
    const code = issue.code === 'custom' ? issue.params?.errorCode : undefined;
    if (typeof code === 'string' && knownCodes.has(code)) return code as ErrorCode;
  }
  return undefined;
}
