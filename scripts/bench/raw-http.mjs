// A lean HTTP/1.1 client for the rush (scripts/bench/rush.mjs): kept-alive sockets, the request
// written as one string, the answer read by its Content-Length (or chunks). Why not node:http: the
// client shares the machine's two cores with the API processes and PostgreSQL, and node:http's
// client spent about a third of a millisecond of CPU per request (0.3-0.4 CPU s of a 2.8 CPU s rush),
// taken from the servers it measures; the figures were taken with wrk, whose cost is near
// nothing. Enough HTTP for our own API answering our own requests, not a general client.
import net from 'node:net';

const HEADERS_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

/** An answer in full, or null while more bytes are needed. */
function parse(buf) {
  const end = buf.indexOf(HEADERS_END);
  if (end < 0) return null;
  const lines = buf.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  const headers = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const start = end + HEADERS_END.length;
  if (headers['transfer-encoding']?.includes('chunked')) {
    const last = buf.indexOf(LAST_CHUNK, start);
    if (last < 0) return null;
    const parts = [];
    let at = start;
    while (at < last) {
      const lineEnd = buf.indexOf('\r\n', at);
      const size = parseInt(buf.subarray(at, lineEnd).toString('latin1'), 16);
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    return { status, headers, body: Buffer.concat(parts), rest: buf.subarray(last + LAST_CHUNK.length) };
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buf.length < start + length) return null;
  return { status, headers, body: buf.subarray(start, start + length), rest: buf.subarray(start + length) };
}

/**
 * `request(url, { method, headers, body })` resolves to { status, text }, as rush.mjs's node:http
 * helper did; `close()` ends the idle sockets.
 */
export function rawHttpClient() {
  /** Idle kept-alive sockets per host:port. */
  const idle = new Map();

  function open(url) {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    socket.buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      socket.buffered = socket.buffered.length ? Buffer.concat([socket.buffered, chunk]) : chunk;
      const answer = parse(socket.buffered);
      if (!answer) return;
      const waiting = socket.waiting;
      socket.waiting = null;
      socket.buffered = answer.rest;
      if (answer.headers.connection === 'close') socket.destroy();
      else idle.get(url.host).push(socket);
      waiting.resolve({ status: answer.status, text: answer.body.toString('utf8') });
    });
    const fail = (err) => {
      socket.destroy();
      const pool = idle.get(url.host);
      const at = pool.indexOf(socket);
      if (at >= 0) pool.splice(at, 1);
      if (socket.waiting) socket.waiting.reject(err ?? new Error('connection closed before the answer'));
      socket.waiting = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(null));
    return socket;
  }

  function request(address, { method = 'GET', headers = {}, body } = {}) {
    const url = new URL(address);
    if (!idle.has(url.host)) idle.set(url.host, []);
    let head = `${method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      const socket = idle.get(url.host).pop() ?? open(url);
      socket.waiting = { resolve, reject };
      socket.write(`${head}\r\n${body ?? ''}`);
    });
  }

  const close = () => {
    for (const pool of idle.values()) for (const socket of pool.splice(0)) socket.destroy();
  };
  return { request, close };
}
