const px = (value: string) => parseFloat(value) || 0;

/**
 * What the rows' scroll area is sized from: `room`, the frame's inner height (all of it where
 * a parent gives the grid a height), and `chrome`, the grid's height less that (toolbar, chips,
 * notices, the Selection bar, the details under the rows, the pager), which layout.css takes
 * from the grid's cap where it fits the window. Neither changes with the rows drawn.
 *
 * @example
 * ```ts
 * rowsRoom(root, frame); // { room: 540, chrome: 180 } for a 720-px grid with a 540-px frame
 * ```
 */
export function rowsRoom(root: HTMLElement, frame: HTMLElement): { room: number; chrome: number } {
  const frameBox = getComputedStyle(frame);
  const inner =
    frame.getBoundingClientRect().height -
    px(frameBox.borderTopWidth) -
    px(frameBox.borderBottomWidth);
  // Not rounded: a room a fraction of a pixel off resizes the frame it was read from, and the
  // observer reports again. Boxes come in 1/64 px, which a number holds exactly.
  const room = Math.max(0, inner);
  return { room, chrome: Math.max(0, root.getBoundingClientRect().height - room) };
}

/**
 * Measures `rowsRoom` now and returns its write, run after the frame's other reads
 * (`measureNextFrame`): `data-rows-room` on the root, and `--dt-rows-room` and
 * `--dt-grid-chrome` on the scroll area, their one reader, for layout.css. Writes only the
 * measure the grid's way of sizing uses, and only when it changed by half a pixel or more, so
 * the observers that call it settle; a switch of the way resizes the frame, and the observer
 * measures again.
 *
 * @example
 * ```ts
 * const write = rowsRoomWrite(root, frame); // reads
 * write(); // <div class="dt-scroll" style="--dt-rows-room: 540px; --dt-grid-chrome: 180px">
 * ```
 */
export function rowsRoomWrite(root: HTMLElement, frame: HTMLElement): () => void {
  const { room, chrome } = rowsRoom(root, frame);
  return () => writeRowsRoom(root, frame, room, chrome);
}

function writeRowsRoom(root: HTMLElement, frame: HTMLElement, room: number, chrome: number) {
  // On the scroll area, where layout.css registers them as not inherited: on the root, each
  // write had every cell's style worked out again (210 ms for 1,000 rows drawn in full when the
  // Selection bar came and the rest of the grid grew).
  const style = frame.querySelector<HTMLElement>('.dt-scroll')?.style;
  if (!style) return;
  // layout.css reads the room where a parent gives the height and the rest of the grid where it
  // fits the window. The other measure is written once (as a start should the way switch) and
  // then left: rows arriving change the room of a fitting grid.
  const fits = root.getAttribute('data-height') === 'fit';
  // Under half a pixel is no change: a zoomed page's boxes do not add up exactly.
  const write = (name: string, value: number, used: boolean) => {
    const written = style.getPropertyValue(name);
    if (written && (!used || Math.abs(parseFloat(written) - value) < 0.5)) return;
    style.setProperty(name, `${value}px`);
  };
  write('--dt-rows-room', room, !fits);
  write('--dt-grid-chrome', chrome, fits);
  if (!root.hasAttribute('data-rows-room')) root.setAttribute('data-rows-room', '');
}
