import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port, for the email provider to deliver to. `refuse` maps a
 * recipient to the answer its RCPT TO gets (e.g. 550 or 450); every connection is counted and every
 * accepted message kept with its recipients and raw MIME.
 */
export async function startSmtpServer() {
  const refuse = new Map<string, { code: number; text: string }>();
  const delivered: Array<{ recipients: string[]; data: string }> = [];
  const counts = { connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      counts.connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      const answer = refuse.get(address.address.toLowerCase());
      if (!answer) return callback();
      callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        delivered.push({ recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  /** The raw MIME of the first accepted message containing `text` (e.g. a message uuid). */
  const rawContaining = (text: string) => delivered.find((d) => d.data.includes(text))?.data;
  return { url: `smtp://127.0.0.1:${port}`, refuse, delivered, counts, rawContaining, close };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpServer>>;
