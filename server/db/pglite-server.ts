import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/**
 * Serves one PGlite database to many Postgres clients on a TCP port.
 *
 * PGlite has a single session, so clients must take turns. A client's turn is a whole batch of
 * extended-protocol messages up to Sync (or one simple Query): interleaving two clients' Parse/Bind
 * messages would corrupt both. A client that leaves a transaction open keeps its turn until the
 * transaction ends, so transactions stay isolated. (pglite-socket's multiplexer takes turns per
 * message, which mixed concurrent clients' replies under load.)
 */
export class PgliteServer {
  private server: net.Server | null = null;
  private owner: symbol | null = null;
  private waiters: Array<{ id: symbol; run: () => void }> = [];

  constructor(private readonly db: PGlite) {}

  async listen(port: number, host = '127.0.0.1'): Promise<number> {
    await this.db.waitReady;
    this.server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, host, () => resolve());
    });
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('PGlite server has no TCP address');
    return address.port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private acquire(id: symbol): Promise<void> {
    if (this.owner === null || this.owner === id) {
      this.owner = id;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push({ id, run: resolve }));
  }

  private release(id: symbol, keepTurn = false): void {
    if (this.owner !== id) return;
    if (keepTurn || this.db.isInTransaction()) return;
    this.owner = null;
    const next = this.waiters.shift();
    if (next) {
      this.owner = next.id;
      next.run();
    }
  }

  private async abandon(id: symbol): Promise<void> {
    this.waiters = this.waiters.filter((w) => w.id !== id);
    if (this.owner !== id) return;
    if (this.db.isInTransaction()) await this.db.exec('rollback').catch(() => undefined);
    this.release(id);
  }

  private serve(socket: net.Socket): void {
    const id = Symbol('client');
    let buffer = Buffer.alloc(0);
    let started = false;
    let pending: Buffer[] = [];
    let chain = Promise.resolve();

    const run = (batch: Buffer, keepTurn: boolean) => {
      chain = chain.then(async () => {
        await this.acquire(id);
        try {
          await this.db.execProtocolRawStream(new Uint8Array(batch), {
            onRawData: (data) => {
              if (socket.writable) socket.write(Buffer.from(data));
            },
          });
        } catch {
          socket.destroy();
        } finally {
          this.release(id, keepTurn);
        }
      });
    };

    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST) continue;
          if (code === PROTOCOL_3) started = true;
          run(Buffer.from(message), false);
          continue;
        }
        if (buffer.length < 5) return;
        const length = 1 + buffer.readInt32BE(1);
        if (buffer.length < length) return;
        const type = String.fromCharCode(buffer[0] ?? 0);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (type === 'X') {
          socket.end();
          return;
        }
        pending.push(Buffer.from(message));
        // Sync or a simple Query ends a client's turn. A Flush asks for output mid-batch: the client
        // keeps its turn, since PGlite's unnamed statement and portal belong to the one session.
        if (type === 'S' || type === 'Q' || type === 'H' || type === 'd' || type === 'c' || type === 'f') {
          run(Buffer.concat(pending), type === 'H' || type === 'd');
          pending = [];
        }
      }
    });
    const finish = () => {
      chain = chain.then(() => this.abandon(id));
    };
    socket.on('close', finish);
    socket.on('error', () => socket.destroy());
  }
}
