// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientErrorAnswer, refuseConnection, type ResolvedLimits } from './limits';

// Connections already waiting to close once their owed answers are out.
const closing = new WeakSet<Socket>();

/**
 * Answers bytes Node could not read as a request (the server's `clientError`) without
 * answering out of turn: a 400/408/413/431 of its own when no answer is owed on the
 * connection; when requests read whole ahead of the bad bytes are still being answered (a
 * pipelined POST waiting out `latencyMs`), their answers go out first, in order, and then the
 * connection closes with nothing more, since a raw answer now would arrive as theirs. A
 * connection reset, or an answer already partly written, just closes it.
 *
 * @example
 * ```ts
 * server.on('clientError', (error, socket) => answerClientError(error, socket as Socket, openAnswers(socket), limits));
 * ```
 */
export function answerClientError(
  error: Error & { code?: unknown },
  socket: Socket,
  open: Iterable<ServerResponse>,
  limits: ResolvedLimits,
): void {
  const pending = [...open];
  if (error.code === 'ECONNRESET' || pending.some((response) => response.headersSent)) {
    socket.destroy();
    return;
  }
  // An answer to a request still being read is that request's own: the error is its answer.
  const owed = pending.filter((response) => response.req.complete);
  if (owed.length === 0) {
    const [status, message] = clientErrorAnswer(error, limits);
    refuseConnection(socket, status, message);
    return;
  }
  if (closing.has(socket)) return;
  closing.add(socket);
  // The last owed answer says that the connection ends with it (pipelined answers go out in order).
  owed.at(-1)?.setHeader('Connection', 'close');
  let left = owed.length;
  for (const response of owed) {
    response.once('close', () => {
      left -= 1;
      // Ends once the last owed answer is handed to the socket, so it arrives whole.
      if (left === 0) socket.destroySoon();
    });
  }
}
