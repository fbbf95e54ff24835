import { demoInfo } from '../db/seed/demo-data';

/** `npm run --silent demo:info`: the demo dealers' identifiers and credentials as JSON. */
console.log(JSON.stringify(demoInfo(), null, 2));
