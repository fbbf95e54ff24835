import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { LoadSettings } from './load';

// The smallest useful answer: what GET /api/health sends, from Node's http module alone.
const serverSource = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end('{"status":"ok"}');
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * Requests per second of a bare Node http server on this machine, under the same load as the
 * scenarios: the ceiling any Node web framework works under here, printed beside the product's
 * figures so a run on a slower or busier machine can be read.
 */
export async function measureBareNode(settings: LoadSettings): Promise<number> {
  const child = spawn(process.execPath, ['-e', serverSource], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the bare Node server exited with ${code}`)));
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: settings.connections, duration: settings.warmupSeconds });
    const result = await autocannon({ url, connections: settings.connections, duration: settings.seconds });
    return result['2xx'] / ((result.finish.getTime() - result.start.getTime()) / 1000);
  } finally {
    child.kill();
  }
}
