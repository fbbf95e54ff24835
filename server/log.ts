import { env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Structured, one JSON object per line, so request ids can be searched in any log store. */
function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }, (_key, value) =>
    value instanceof Error
      ? { name: value.name, message: value.message, stack: value.stack, cause: value.cause }
      : value,
  );
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
