/**
 * The text of a body, read as a stream.
 *
 * @example
 * ```ts
 * const { text, complete } = await readCappedText(response, 65_536);
 * ```
 */
export interface CappedText {
  /** The body decoded as UTF-8, or its first `maxBytes` bytes when it is longer. */
  text: string;
  /** `false` when the body was longer than `maxBytes`: the rest was cancelled, not read. */
  complete: boolean;
}

/**
 * Reads at most `maxBytes` of a body and cancels the rest, so a server cannot fill memory
 * with one answer. A body that breaks mid-way rejects as the stream does.
 *
 * @example
 * ```ts
 * const { text } = await readCappedText(errorResponse, 65_536);
 * ```
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<CappedText> {
  const reader = response.body?.getReader();
  if (!reader) return { text: '', complete: true };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: decode(chunks, size), complete: true };
    const room = maxBytes - size;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      // Nothing waits for the rest; a stream that fails to cancel changes nothing here.
      void reader.cancel().catch(() => undefined);
      return { text: decode(chunks, maxBytes), complete: false };
    }
    chunks.push(value);
    size += value.byteLength;
  }
}

// One decode of one buffer: JSON.parse then reads a flat string, twice as fast as many pieces.
function decode(chunks: readonly Uint8Array[], size: number): string {
  if (chunks.length === 1) return new TextDecoder().decode(chunks[0]);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
