import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { isDomainError } from '../core/errors';
import { openDatabase } from '../database-setup/open-database';
import { closeDb, db } from '../db/client';
import { setDatabaseUrl } from '../env';
import { type Command, commands, type OptionSpec, UsageError, type Values } from './admin/commands';

/**
 * `npm run --silent admin -- <command> [--json]`: set up an install without SQL. Exit codes: 0 done,
 * 1 the command failed, 2 the command line is wrong. With --json, stdout is one JSON object.
 */
const overall = `Usage: npm run --silent admin -- <command> [options] [--json]

Commands:
${commands.map((c) => `  ${c.name.padEnd(20)} ${c.summary}`).join('\n')}

Each command takes --help. --json prints exactly one JSON object on stdout.
The database is DATABASE_URL, else the embedded one under .data/ (shared with npm run dev).`;

function usageOf(command: Command): string {
  const lines = Object.entries(command.options).map(([name, o]: [string, OptionSpec]) => {
    const flag = o.type === 'string' ? `--${name} <value>` : `--${name}`;
    return `  ${flag.padEnd(28)} ${o.description}${o.required ? ' (required)' : ''}`;
  });
  return `Usage: npm run --silent admin -- ${command.name} [options] [--json]\n\n${command.summary}\n\n${lines.join('\n')}\n  ${'--json'.padEnd(28)} one JSON object on stdout\n  ${'--help'.padEnd(28)} this help`;
}

function parseCommand(argv: string[]): { command: Command; values: Values } | { help: string } {
  const [group, action, ...rest] = argv;
  if (!group || group === '--help' || group === '-h') return { help: overall };
  const command = commands.find((c) => c.name === `${group} ${action ?? ''}`);
  if (!command)
    throw new UsageError(`unknown command: ${[group, action].filter(Boolean).join(' ')}\n\n${overall}`);
  const { values: parsedValues } = parseArgs({
    args: rest,
    options: {
      ...Object.fromEntries(Object.entries(command.options).map(([name, o]) => [name, { type: o.type }])),
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const values = parsedValues as Values;
  if (values.help) return { help: usageOf(command) };
  const missing = Object.entries(command.options).filter(
    ([name, o]) => o.required && values[name] === undefined,
  );
  if (missing.length > 0)
    throw new UsageError(`missing ${missing.map(([n]) => `--${n}`).join(', ')}\n\n${usageOf(command)}`);
  return { command, values };
}

function print(result: object, json: boolean) {
  if (json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  for (const [key, value] of Object.entries(result)) {
    process.stdout.write(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}\n`);
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n`);
    return 2;
  }
  if ('help' in parsed) {
    process.stdout.write(`${parsed.help}\n`);
    return 0;
  }
  const database = await openDatabase();
  setDatabaseUrl(database.url);
  const systemActor = `command line (${os.userInfo().username})`;
  const ctx = (tenants: Parameters<Parameters<Command['run']>[0]>[0]) => ({
    requestId: `cli-${randomUUID()}`,
    principal: null,
    tenants,
    db: db(),
    idempotencyKey: null,
    systemActor,
  });
  try {
    print(await parsed.command.run(ctx, parsed.values, db()), parsed.values.json === true);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(
      `error: ${isDomainError(error) ? `${error.code}: ${error.message}` : (error as Error).message}\n`,
    );
    return 1;
  } finally {
    await closeDb();
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
