/**
 * Waits for `count` animation frames: long enough for the grid's frame measures (a read in
 * one frame, its write, the observers' next report) to have run, counted in frames, not time.
 *
 * @example
 * ```ts
 * await nextFrames(3);
 * ```
 */
export async function nextFrames(count = 1): Promise<void> {
  for (let frame = 0; frame < count; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}
