import { env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * Fields whose values are personal data or secrets whatever they hold: statement parameters,
 * credentials, message bodies and contact details. Logs are kept longer and read by more people
 * than the database, so these never reach them.
 */
const withheldKey =
  /^(parameters|params|args|query|detail|body|text|from|to|cookie|authorization)$|pass(word)?|secret|token|email|phone|name$/i;

/** Kept as they are: they identify the request and are needed to search logs. */
const verbatimKey = new Set(['requestId', 'operationId', 'time', 'level']);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Digit runs worth keeping: uuids, dates, times and IPv4 addresses (not personal on their own). */
const keptDigitRun = [uuid, /^\d{4}-\d{2}-\d{2}/, /^\d{1,2}:\d{2}/, /^\d{1,3}(\.\d{1,3}){3}$/];

/** Masks what may be personal or secret inside free text: emails, phone numbers, tokens, key=value secrets. */
export function redactText(text: string): string {
  return (
    text
      // Drizzle appends the statement's values to its message.
      .replace(/\nparams:[\s\S]*$/, '\nparams: [withheld]')
      .replace(/\b(password|passwd|secret|token|api[_-]?key)\s*[=:]\s*\S+/gi, '$1=[withheld]')
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
      .replace(/[A-Za-z0-9_\-+/=.]{24,}/g, (run) => (uuid.test(run) ? run : '[token]'))
      // A digit run glued to letters, hyphens or colons is part of an id or address, not a phone.
      .replace(/(?<![\w:-])\+?\d[\d\s().-]{5,}\d(?![\w:-])/g, (run) => {
        if (keptDigitRun.some((kept) => kept.test(run))) return run;
        return run.replace(/\D/g, '').length >= 7 ? '[phone]' : run;
      })
  );
}

type SerializedError = {
  name: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SerializedError | string;
};

const stringField = (error: Error, key: string): string | undefined => {
  const value = (error as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * An error without what postgres.js and drizzle attach (query, parameters, detail with the
 * conflicting values): name, SQL state, the constraint and table it hit, and a masked message.
 * The stack keeps its frames but not the original message line.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const message = redactText(error.message);
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const serialized: SerializedError = { name: error.name, message };
  const code = stringField(error, 'code');
  if (code) serialized.code = code;
  const constraint = stringField(error, 'constraint_name');
  if (constraint) serialized.constraint = constraint;
  const table = stringField(error, 'table_name');
  if (table) serialized.table = table;
  const column = stringField(error, 'column_name');
  if (column) serialized.column = column;
  if (frames) serialized.stack = `${error.name}: ${message}\n${frames}`;
  if (error.cause !== undefined && depth < 5) {
    serialized.cause =
      error.cause instanceof Error ? serializeError(error.cause, depth + 1) : redactText(String(error.cause));
  }
  return serialized;
}

/** Our identifiers (43 url-safe characters, or 64 hex for tenants): an id field holding one is kept. */
const ourId = /^([A-Za-z0-9_-]{43}|[0-9a-f]{64})$/;
const idKey = /(Uuid|uuid|Id)$/;

function sanitize(key: string, value: unknown, depth: number): unknown {
  if (value instanceof Error) return serializeError(value);
  if (verbatimKey.has(key)) return value;
  // Ids trace a line to its record and are no personal data; only values of an id's form are kept.
  if (idKey.test(key) && typeof value === 'string' && (ourId.test(value) || uuid.test(value))) return value;
  if (withheldKey.test(key)) return '[withheld]';
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => sanitize('', item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, sanitize(k, v, depth + 1)]),
  );
}

/** Structured, one JSON object per line, so request ids can be searched in any log store. */
function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = JSON.stringify({
    ...(sanitize('', fields, 0) as Record<string, unknown>),
    time: new Date().toISOString(),
    level,
    message: redactText(message),
  });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
