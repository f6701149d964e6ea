/**
 * The nearest ancestor with a box of its own (`display: contents` has none): the one whose
 * height decides the grid's `height: 100%`.
 */
function sizingParent(root: HTMLElement): HTMLElement | null {
  let parent = root.parentElement;
  while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
  return parent;
}

/**
 * Whether the grid's parent gives it a height: the parent stays as tall with the grid at no
 * height as with the grid at four windows' height. A parent sized by its content (a page's
 * flow, `min-height` alone, a column flexbox without a height) grows with the grid; one with a
 * height (its own, a flexbox's or a grid's track) does not. Forces two layouts: call it on
 * mount and on resizes only. The grid's inline style is put back as it was.
 *
 * @example
 * ```ts
 * parentGivesHeight(root); // true inside <div style="height: 600px">, false in a plain page
 * ```
 */
export function parentGivesHeight(root: HTMLElement): boolean {
  const parent = sizingParent(root);
  if (!parent) return false;
  const inline = root.style.cssText;
  // The grid at no height shortens the page and its own scroll boxes, and the browser clamps
  // their scroll: put it back.
  const scrolled = scrollPositions(root);
  const parentHeightWith = (height: string) => {
    root.style.setProperty('height', height, 'important');
    root.style.setProperty('min-height', '0px', 'important');
    root.style.setProperty('max-height', 'none', 'important');
    return parent.getBoundingClientRect().height;
  };
  try {
    const low = parentHeightWith('0px');
    const high = parentHeightWith(`${Math.max(window.innerHeight, 100) * 4}px`);
    return Math.abs(high - low) < 1;
  } finally {
    root.style.cssText = inline;
    for (const [element, top, left] of scrolled) {
      if (element.scrollTop !== top) element.scrollTop = top;
      if (element.scrollLeft !== left) element.scrollLeft = left;
    }
  }
}

/** The grid's own boxes that scroll: the rows, the filter panel, the details. */
const scrollBoxes = '.dt-scroll, .dt-filter-panel-slot, .dt-detail';

/** Where the page, every box around the grid and the grid's own scroll boxes stand now. */
function scrollPositions(root: HTMLElement): [Element, number, number][] {
  const positions: [Element, number, number][] = [];
  const around: Element[] = [];
  for (let element = root.parentElement; element; element = element.parentElement)
    around.push(element);
  for (const element of [...around, ...root.querySelectorAll(scrollBoxes)])
    if (element.scrollTop !== 0 || element.scrollLeft !== 0)
      positions.push([element, element.scrollTop, element.scrollLeft]);
  const page = document.scrollingElement;
  if (page && !positions.some(([element]) => element === page))
    positions.push([page, page.scrollTop, page.scrollLeft]);
  return positions;
}

/** Whether something after `element` in its parent takes room in the flow. */
function followedInFlow(element: Element): boolean {
  for (let next = element.nextElementSibling; next; next = next.nextElementSibling) {
    const { position, display } = getComputedStyle(next);
    if (display === 'none' || position === 'absolute' || position === 'fixed') continue;
    if (next.getBoundingClientRect().height > 0) return true;
  }
  return false;
}

const px = (value: string) => parseFloat(value) || 0;

/**
 * The page's height around a grid that fits the window: the room above it (its top in the
 * document) and below it (the bottom margins, paddings and borders of the boxes it ends, up to
 * the first box with content after it). A grid lower than half the window takes the window's
 * whole height less the room below: the person scrolls the page to it.
 *
 * @example
 * ```ts
 * spaceAroundGrid(root); // 32 for a grid in <main style="padding: 16px"> at the page's top
 * ```
 */
export function spaceAroundGrid(root: HTMLElement): number {
  const top = root.getBoundingClientRect().top + window.scrollY;
  let below = 0;
  for (let element: Element = root; element.parentElement; element = element.parentElement) {
    if (followedInFlow(element)) break;
    const box = getComputedStyle(element.parentElement);
    below +=
      px(getComputedStyle(element).marginBottom) +
      px(box.paddingBottom) +
      px(box.borderBottomWidth);
  }
  return (top > window.innerHeight / 2 ? 0 : Math.max(0, top)) + below;
}

/** What a fit found: whether the parent gives the grid its height, and the boxes it saw. */
export interface GridHeightFit {
  givesHeight: boolean;
  parent: HTMLElement | null;
  parentHeight: number;
  gridHeight: number;
  /** The rows' full height, scrolled or not: what the grid's own content asks for. */
  rowsHeight: number;
}

const heightOf = (element: HTMLElement | null) => element?.getBoundingClientRect().height ?? 0;
const rowsHeightOf = (root: HTMLElement) => root.querySelector('.dt-scroll')?.scrollHeight ?? 0;

/**
 * Marks the grid's root for layout.css: no mark where its parent gives it a height (it fills
 * it); `data-height="fit"` with `--dt-outside-height` (the page's room around it) where the
 * parent gives none, so it grows no taller than the window below its top. Returns what it
 * found, for `refitGridHeight`.
 *
 * @example
 * ```ts
 * fitGridHeight(root); // <div data-height="fit" style="--dt-outside-height: 32px">
 * ```
 */
export function fitGridHeight(root: HTMLElement): GridHeightFit {
  const givesHeight = parentGivesHeight(root);
  if (givesHeight) {
    root.removeAttribute('data-height');
    root.style.removeProperty('--dt-outside-height');
  } else {
    // The room around the grid does not change with the mark: read it first, so the cells'
    // styles the mark and the room change are worked out once, not once each.
    const writeRoom = outsideHeightWrite(root);
    root.setAttribute('data-height', 'fit');
    writeRoom();
  }
  const parent = sizingParent(root);
  return {
    givesHeight,
    parent,
    parentHeight: heightOf(parent),
    gridHeight: heightOf(root),
    rowsHeight: rowsHeightOf(root),
  };
}

/** The room around the grid, written only when it changed. */
function outsideHeightWrite(root: HTMLElement): () => void {
  const outside = `${Math.round(spaceAroundGrid(root))}px`;
  return () => {
    // Only when it changed: every cell inherits it, so each write has their style worked out again.
    if (root.style.getPropertyValue('--dt-outside-height') !== outside)
      root.style.setProperty('--dt-outside-height', outside);
  };
}

/**
 * `fitGridHeight` again after the page or the parent changed size, without its two trial
 * layouts where the answer cannot have changed: a parent that gave a height and kept it, or a
 * parent sized by its content that grew or shrank by just what the grid did while the rows
 * changed (they came, or a page turn brought fewer). Only the room around the grid is read
 * again then, and its write is handed back to run after the frame's other reads. A parent that
 * changed while the rows did not (a host giving it a height) gets the full trial; with
 * `trial: false`, `unsure` instead, and the caller looks again a frame later.
 *
 * @example
 * ```ts
 * let fit = fitGridHeight(root);
 * const { fit: next, write } = refitGridHeight(root, fit); // rows arrived: no trial
 * write?.();
 * ```
 */
export function refitGridHeight(
  root: HTMLElement,
  last: GridHeightFit,
  trial = true,
): { fit: GridHeightFit; write?: () => void; unsure?: true } {
  const parent = sizingParent(root);
  if (parent !== last.parent) return { fit: fitGridHeight(root) };
  const parentHeight = heightOf(parent);
  const gridHeight = heightOf(root);
  const rowsHeight = rowsHeightOf(root);
  const parentKept = Math.abs(parentHeight - last.parentHeight) < 1;
  // Nothing moved (an observer's first report) or, fitting the window, the parent moved with
  // the rows.
  const kept =
    last.givesHeight || (parentKept && Math.abs(gridHeight - last.gridHeight) < 1)
      ? parentKept
      : Math.abs(rowsHeight - last.rowsHeight) >= 1 &&
        Math.abs(parentHeight - gridHeight - (last.parentHeight - last.gridHeight)) < 1;
  if (!kept) return trial ? { fit: fitGridHeight(root) } : { fit: last, unsure: true };
  const fit = { ...last, parentHeight, gridHeight, rowsHeight };
  return last.givesHeight ? { fit } : { fit, write: outsideHeightWrite(root) };
}
