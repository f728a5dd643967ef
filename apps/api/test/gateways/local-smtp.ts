import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a local port (the smtp-server package), standing in for the organisers' mail
 * provider: it speaks the protocol nodemailer speaks to any server, asks for a login, and keeps what it
 * received parsed (mailparser). `refuse` makes it answer a message with an SMTP error (451: try later;
 * 550: never); `loseAnswers` makes a proxy in front of it cut the connection after the server took a
 * message and before its "250 OK" reaches the client (an answer lost on the way).
 */
export interface LocalSmtp {
  /** smtp://user:password@127.0.0.1:port, through the answer-losing proxy. */
  url: string;
  /** What arrived, parsed, with its source as it came over the wire. */
  received: (ParsedMail & { raw: string })[];
  refuse: null | { code: 451 | 550; message: string };
  /** How many more answers to lose. */
  loseAnswers: number;
  /** Messages being received at once now, and the most there ever were. */
  inFlight: number;
  maxInFlight: number;
  /** Milliseconds each message waits before its answer. */
  latencyMs: number;
  close(): Promise<void>;
}

export const SMTP_USER = 'festival';
export const SMTP_PASSWORD = 'p@ss word';

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const state: LocalSmtp = {
    url: '',
    received: [],
    refuse: null,
    loseAnswers: 0,
    inFlight: 0,
    maxInFlight: 0,
    latencyMs: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    logger: false,
    // Plain text on the loopback: a login without TLS is allowed here (a real provider wants TLS).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => stream.on('end', () => resolve(Buffer.concat(chunks))).on('error', reject))
        .then(async (raw) => {
          const mail = Object.assign(await simpleParser(raw), { raw: raw.toString('utf8') });
          if (state.latencyMs) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
          state.inFlight -= 1;
          if (state.refuse) return callback(Object.assign(new Error(state.refuse.message), { responseCode: state.refuse.code }));
          state.received.push(mail);
          return callback();
        })
        .catch((err: Error) => {
          state.inFlight -= 1;
          callback(err);
        });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serverPort = (server.server.address() as net.AddressInfo).port;

  // The proxy: passes everything both ways, except that after the end of a message (CRLF.CRLF) it may
  // drop the connection instead of passing on the server's answer.
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(serverPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let cutAtAnswer = false;
    let tail = '';
    client.on('data', (chunk) => {
      const seen = tail + chunk.toString('latin1');
      if (seen.includes('\r\n.\r\n') && state.loseAnswers > 0) {
        state.loseAnswers -= 1;
        cutAtAnswer = true;
      }
      tail = seen.slice(-4);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (cutAtAnswer) {
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as net.AddressInfo).port;
  state.url = `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;
  state.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
