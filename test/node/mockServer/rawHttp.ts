import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/** What came back on a raw connection before the server closed it. */
export interface RawAnswer {
  /** The status of the first answer, or `undefined` when the server sent nothing. */
  status: number | undefined;
  /** Header names in lower case, of the first answer. */
  headers: Record<string, string>;
  body: string;
}

/** Opens a TCP connection to the mock server at `baseUrl` (its `url`). */
export async function openConnection(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await once(socket, 'connect');
  return socket;
}

/** Reads everything the server sends until it closes the connection. */
export async function readUntilClosed(socket: Socket): Promise<RawAnswer> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  if (!socket.closed) await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('latin1');
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1];
  return { status: status === undefined ? undefined : Number(status), headers, body };
}

/**
 * Sends `bytes` as they are (a malformed request line, a broken body) on a fresh connection,
 * half-closes it and reads the answer; resolves when the server closes the connection.
 */
export async function sendRaw(baseUrl: string, bytes: string | Buffer): Promise<RawAnswer> {
  const socket = await openConnection(baseUrl);
  const answer = readUntilClosed(socket);
  socket.end(bytes);
  return answer;
}

export const validPage = { pageNumber: 1, pageSize: 3, quickSearch: '' };

/** A valid `POST /api/deliveries` through fetch: the proof that the server is still up. */
export function postPage(baseUrl: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/deliveries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(validPage),
  });
}
