export type ServeOptions = {
  mode: 'dev' | 'start';
  /** A throwaway database, dropped on exit (end-to-end tests); seeded with the demo. */
  fresh: boolean;
  /** Seed the demo into an empty database also under `start`. */
  seedDemo: boolean;
  /** An empty install: never the demo, and without DATABASE_URL an embedded database of its own. */
  empty: boolean;
};

/** `serve.ts <dev|start> [--fresh-database] [--seed-demo] [--empty]`. */
export function parseServeArguments(args: string[]): ServeOptions {
  const unknown = args.slice(1).filter((a) => !['--fresh-database', '--seed-demo', '--empty'].includes(a));
  if (unknown.length > 0) {
    console.error(
      `Refusing to start: unknown option ${unknown.join(' ')} (known: --fresh-database, --seed-demo, --empty)`,
    );
    process.exit(2);
  }
  return {
    mode: args[0] === 'start' ? 'start' : 'dev',
    fresh: args.includes('--fresh-database'),
    seedDemo: args.includes('--seed-demo'),
    empty: args.includes('--empty'),
  };
}
