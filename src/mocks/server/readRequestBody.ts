// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import { Buffer } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

/** A request body as the mock server reads it. */
export type RequestBody =
  { kind: 'text'; text: string } | { kind: 'tooLarge' } | { kind: 'notUtf8' } | { kind: 'aborted' };

/**
 * Reads a request's body as UTF-8 text, at most `maxBytes` of it: a declared or streamed body
 * over the cap stops being read (`tooLarge`), bytes that are not UTF-8 are `notUtf8` (never
 * replaced by U+FFFD), a client that goes away mid-body is `aborted`. Never rejects.
 *
 * @example
 * ```ts
 * const body = await readRequestBody(request, 1_048_576);
 * if (body.kind === 'text') JSON.parse(body.text);
 * ```
 */
export function readRequestBody(request: IncomingMessage, maxBytes: number): Promise<RequestBody> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.resolve({ kind: 'tooLarge' });
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
      else {
        // Stop reading; the answer closes the connection, so the rest is never needed.
        request.pause();
        finish({ kind: 'tooLarge' });
      }
    };
    request.on('data', onData);
    request.once('end', () => finish(decode(Buffer.concat(chunks))));
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
