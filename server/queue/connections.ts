import { hostname } from 'node:os';

/** Connections pg-boss opens in one process (sends, fetches, maintenance). */
export const jobQueuePoolSize = 4;

/** Names pg-boss's connections in pg_stat_activity apart from the app pool's, so metrics count them. */
export const jobQueueApplicationName = `servicebay-jobs:${process.pid}:${hostname()}`.slice(0, 63);
