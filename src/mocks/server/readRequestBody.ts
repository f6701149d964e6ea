// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import { Buffer } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

/** A request body as the mock server reads it. */
export type RequestBody =
  | { kind: 'text'; text: string }
  /** `drained`: the rest was read and dropped, so the connection can stay open. */
  | { kind: 'tooLarge'; drained: boolean }
  | { kind: 'notUtf8' }
  | { kind: 'aborted' };

// Up to this many times the cap, an oversized body is read to its end and dropped: closing on
// unread bytes makes TCP reset the connection, and the client would lose the 413.
const DRAIN_FACTOR = 4;

/**
 * Reads a request's body as UTF-8 text, at most `maxBytes` of it. A body over the cap is
 * `tooLarge`: read to its end and dropped when it stays under four times the cap, else no
 * longer read at all (the answer must then close the connection). Bytes that are not UTF-8
 * are `notUtf8` (never replaced by U+FFFD); a client that goes away mid-body is `aborted`.
 * Never rejects.
 *
 * @example
 * ```ts
 * const body = await readRequestBody(request, 1_048_576);
 * if (body.kind === 'text') JSON.parse(body.text);
 * ```
 */
export function readRequestBody(request: IncomingMessage, maxBytes: number): Promise<RequestBody> {
  const drainLimit = maxBytes * DRAIN_FACTOR;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > drainLimit) return Promise.resolve({ kind: 'tooLarge', drained: false });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: RequestBody): void => {
      request.off('data', onData);
      resolve(body);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
      if (size > drainLimit) {
        request.pause();
        finish({ kind: 'tooLarge', drained: false });
      }
    };
    request.on('data', onData);
    request.once('end', () =>
      finish(size > maxBytes ? { kind: 'tooLarge', drained: true } : decode(Buffer.concat(chunks))),
    );
    // Without a listener Node would not report the abort; after 'end' these change nothing.
    request.once('error', () => finish({ kind: 'aborted' }));
    request.once('close', () => finish({ kind: 'aborted' }));
  });
}

function decode(bytes: Buffer): RequestBody {
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'notUtf8' };
  }
}
