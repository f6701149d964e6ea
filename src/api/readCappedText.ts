/**
 * Reads at most `maxBytes` of a body as UTF-8 and cancels the rest, so a server cannot fill
 * memory with one answer. A body that breaks mid-way rejects as the stream does.
 *
 * @returns the text (of the first `maxBytes` bytes when the body is longer), and whether it
 *   is the whole body (`false`: the rest was cancelled, not read).
 * @example
 * ```ts
 * const [text, complete] = await readCappedText(response, 65_536);
 * ```
 */
export async function readCappedText(
  response: Response,
  maxBytes: number,
): Promise<[text: string, complete: boolean]> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let room = maxBytes;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, room));
    room -= value.byteLength;
    if (room < 0) {
      // Nothing waits for the rest; a stream that fails to cancel changes nothing here.
      void reader.cancel().catch(() => undefined);
      break;
    }
  }
  // One decode of one buffer: JSON.parse then reads a flat string, twice as fast as many pieces.
  const bytes = new Uint8Array(maxBytes - Math.max(room, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return [new TextDecoder().decode(bytes), room >= 0];
}
