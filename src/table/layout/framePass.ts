/** A measure for the next frame: `read` takes the boxes it needs and returns the writes. */
export type FrameMeasure = () => (() => void) | void;

const queued = new Map<object, FrameMeasure>();
let frame = 0;

function runPass() {
  frame = 0;
  const measures = [...queued.values()];
  queued.clear();
  // Every read before any write: the frame is laid out once, not once a measure.
  const writes = measures.map((read) => read());
  for (const write of writes) write?.();
}

/**
 * Runs `measure` in the next animation frame, beside the grid's other measures of that frame:
 * their reads first, then their writes, so the boxes are laid out once. One measure a `key`
 * (the latest wins), as a burst of resizes asks for one.
 *
 * @example
 * ```ts
 * measureNextFrame(root, () => { const height = root.offsetHeight; return () => write(height); });
 * ```
 */
export function measureNextFrame(key: object, measure: FrameMeasure): void {
  queued.set(key, measure);
  if (frame === 0) frame = requestAnimationFrame(runPass);
}

/** Drops `key`'s measure if it has not run (an unmounted grid). */
export function cancelMeasure(key: object): void {
  queued.delete(key);
}
