import { productionProblems, settingProblems } from '../env';
import { parseServeArguments } from './serve-arguments';

/**
 * `npm run dev` / `npm start`. Settles the mode first (`start` is production unless NODE_ENV says
 * otherwise) and stops at once, one line per problem, on settings that do not parse or that
 * production needs; only then loads the app (serve-app.ts), whose modules read the settings.
 */
const options = parseServeArguments(process.argv.slice(2));
if (!process.env.NODE_ENV)
  Object.assign(process.env, { NODE_ENV: options.mode === 'start' ? 'production' : 'development' });

const malformed = settingProblems();
const problems = malformed.length > 0 ? malformed : productionProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(`Refusing to start: ${problem}`);
  process.exit(1);
}

const { serveApp } = await import('./serve-app');
try {
  await serveApp(options);
} catch (error) {
  const { log } = await import('../log');
  log.error('the server could not start', { error });
  process.exit(1);
}
