import { controlColumnsWidth } from './controlColumnsWidth';
import { textMeasurer, type TextLook, type TextWidth } from './textMeasurer';

/** What the grid reads once from its drawn header and cells to size columns by their text. */
export interface ColumnMetrics {
  /** Each data column's header at its own width (label, sort arrow, paddings), shown order. */
  headerWidths: number[];
  /** A body cell's start and end padding and borders. */
  cellInline: number;
  /** `--dt-cell-max-width` in pixels: where long text is cut. */
  textCap: number;
  /** The data columns' room: the scroll area less the control columns. */
  room: number;
  /** Rows of a placeholder's height the scroll area shows at once. */
  rowsInView: number;
  /** A status pill's start and end padding and borders. */
  pillInline: number;
  /** What a cell's filter button (in the row in use) adds to its end padding. */
  filterRoom: number;
  /** Text widths in the cells' font, and in a status pill's. */
  widthOf: TextWidth;
  pillWidthOf: TextWidth;
  /** The font families the header, the cells and the pills name (`familyName`'s form). */
  families: readonly string[];
}

const px = (value: string) => parseFloat(value) || 0;
const rootStyle = () => getComputedStyle(document.documentElement);
const fontOf = (style: CSSStyleDeclaration) =>
  `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
/** A style's font and what else of its text the canvas must be told. */
const textLookOf = (style: CSSStyleDeclaration): [string, TextLook] => [
  fontOf(style),
  {
    letterSpacing: style.letterSpacing,
    wordSpacing: style.wordSpacing,
    textTransform: style.textTransform,
  },
];
const inlineEdges = (style: CSSStyleDeclaration) =>
  px(style.paddingLeft) +
  px(style.paddingRight) +
  px(style.borderLeftWidth) +
  px(style.borderRightWidth);

/** A header cell at its own width: what is in its flow, side by side, and its edges. */
function headerWidth(cell: HTMLTableCellElement): number {
  const button = cell.querySelector<HTMLElement>(':scope > .dt-sort-button');
  const box = button ?? cell;
  const style = getComputedStyle(box);
  const items = [...box.children].filter((child) => {
    const position = getComputedStyle(child).position;
    return position !== 'absolute' && position !== 'fixed';
  });
  const gap = px(style.columnGap) * Math.max(0, items.length - 1);
  const contents = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0);
  return contents + gap + inlineEdges(style) + (button ? inlineEdges(getComputedStyle(cell)) : 0);
}

/**
 * A font family as `font-family` or a `FontFace` names it, compared without quotes or case.
 *
 * @example
 * ```ts
 * familyName(' "Nunito Sans"'); // 'nunito sans'
 * ```
 */
export const familyName = (name: string) =>
  name
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .toLowerCase();

const familiesOf = (...styles: CSSStyleDeclaration[]) => [
  ...new Set(styles.flatMap((style) => style.fontFamily.split(',').map(familyName))),
];

/** A computed length in pixels; null for `none` or what stays relative (a percentage). */
const pixels = (value: string) => (/^[\d.]+px$/.test(value) ? parseFloat(value) : null);

/**
 * Reads the metrics from a table that has its header and at least one body cell of delivery
 * data (a placeholder row's will do), laid out; null where it cannot (no such cell, a cap that
 * is no length, as a percentage is, fonts still loading). Call it where layout is done: it
 * reads boxes.
 *
 * @example
 * ```ts
 * readColumnMetrics(table, scrollArea)?.widthOf('Northwind Traders'); // 118.4
 * ```
 */
export function readColumnMetrics(
  table: HTMLTableElement,
  scrollArea: HTMLElement,
): ColumnMetrics | null {
  if (typeof document.fonts !== 'undefined' && document.fonts.status !== 'loaded') return null;
  const headerCells = [...(table.tHead?.rows[0]?.cells ?? [])];
  const cell = table.tBodies[0]?.querySelector<HTMLTableCellElement>('td.dt-td:not([data-kind])');
  // Hidden (a closed tab, `display: none`), every box reads 0: read once it is shown.
  if (headerCells.length === 0 || !cell || scrollArea.clientWidth === 0) return null;
  const style = getComputedStyle(cell);
  // A status pill and a long text's box as the stylesheet (and a host's theme) draw them:
  // probes' styles, no layout. The box's cap is in pixels then, whatever its unit (`ch`, `em`).
  const [pill, box] = [probe(cell, 'dt-status'), probe(cell, 'dt-truncate')];
  const pillStyle = getComputedStyle(pill);
  const [pillLook, pillInline] = [textLookOf(pillStyle), inlineEdges(pillStyle)];
  const textCap = pixels(getComputedStyle(box).maxWidth);
  const label = headerCells.find((header) => !header.dataset.kind) ?? headerCells[0]!;
  const families = familiesOf(getComputedStyle(label), style, pillStyle);
  pill.remove();
  box.remove();
  if (textCap === null) return null;
  // Made now, after the first paint: a page's first 2D canvas costs milliseconds to set up.
  const widthOf = textMeasurer(...textLookOf(style));
  const pillWidthOf = textMeasurer(...pillLook);
  if (!widthOf || !pillWidthOf) return null;
  widthOf('0');
  return {
    headerWidths: headerCells.filter((header) => !header.dataset.kind).map(headerWidth),
    cellInline: inlineEdges(style),
    textCap,
    room: scrollArea.clientWidth - controlColumnsWidth(table),
    rowsInView: Math.ceil(scrollArea.clientHeight / (cell.getBoundingClientRect().height || 1)),
    pillInline,
    // cellFilters.css: the row in use's filterable cell ends in 2.25rem for its button.
    filterRoom: Math.max(0, 2.25 * px(rootStyle().fontSize) - px(style.paddingInlineEnd)),
    widthOf,
    pillWidthOf,
    families,
  };
}

/** Whether a web font of one of `faces` is one the header, the cells or the pills may use. */
export const drawnInAny = (metrics: ColumnMetrics, faces: readonly FontFace[]) =>
  faces.some((face) => metrics.families.includes(familyName(face.family)));

function probe(cell: HTMLElement, className: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  cell.append(element);
  return element;
}
