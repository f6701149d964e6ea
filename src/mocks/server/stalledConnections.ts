// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The server's `timeout` listener: a connection timed out with no byte read or written. With
 * an answer owed, the client is not reading it, and the connection is destroyed (its slot and
 * the answers it holds freed). With a request still being received, Node's own request and
 * headers timeouts answer it 408. Otherwise it is an idle keep-alive connection, and closes,
 * as Node would close it without this listener.
 *
 * @example
 * ```ts
 * server.on('timeout', (socket) => closeStalledConnection(socket, answering.get(socket) ?? []));
 * ```
 */
export function closeStalledConnection(socket: Socket, open: Iterable<ServerResponse>): void {
  const pending = [...open];
  const owed = pending.some((response) => response.req.complete);
  if (!owed && pending.length > 0) return;
  socket.destroy();
}
