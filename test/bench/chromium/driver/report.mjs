import { rowsInView } from './rounds.mjs';

const ms = (value) => value.toFixed(1);
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
const count = (value) => value.toLocaleString('en-US');

function table(header, rows) {
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/**
 * The timed figures: rows drawn in the timed frame, medians in ms, their range, the floor's
 * median and the ratio to it; a virtualized grid also against the floor drawing as many rows.
 */
export function timingTable(figures) {
  return table(
    [
      'figure',
      'rows',
      'page',
      'rows drawn',
      'median ms',
      'min–max ms',
      'floor ms',
      '× floor',
      `floor drawing ${rowsInView} rows ms`,
      `× that floor`,
    ],
    figures.map((f) => [
      f.label,
      f.figure === 'mount' ? '—' : f.rows.toLocaleString('en-US'),
      f.page,
      f.drawnRows === undefined ? '—' : count(f.drawnRows),
      ms(f.median),
      `${ms(f.min)}–${ms(f.max)}`,
      ms(f.floorMedian),
      `×${f.ratio.toFixed(2)}`,
      f.inViewRatio === undefined ? '—' : ms(f.inViewFloorMedian),
      f.inViewRatio === undefined ? '—' : `×${f.inViewRatio.toFixed(2)}`,
    ]),
  );
}

const pageList = (pages) => pages.join(', ');

/** The scripted scroll's two rows: frame intervals, then the checks of rows in view. */
function scrollRows(scroll) {
  const { grid, floor, refreshMs } = scroll;
  const frames = (page) =>
    `${page.dropped} dropped frames (${page.droppedPerRun.join(', ')} by run); ${page.frames} frames, interval median ${ms(page.medianMs)} ms, p95 ${ms(page.p95Ms)} ms, longest ${ms(page.longestMs)} ms`;
  const blanks = (page) =>
    `${page.blank} of ${page.checksInAllRuns} checks (${page.rowsInView.min}–${page.rowsInView.max} rows in view)`;
  return [
    [
      `scripted scroll, ${count(scroll.rows)} rows: ${scroll.stepPx} px every frame for ${scroll.durationMs / 1000} s (${count((scroll.stepPx * 1000) / refreshMs)} px/s), ${scroll.repeats} runs; dropped = Σ (round(interval / ${ms(refreshMs)} ms) − 1), rAF at 60 Hz assumed (idle frames measured ${ms(grid.idleMedianMs)} ms)`,
      `grid: ${frames(grid)}; p95 ×${(grid.p95Ms / floor.p95Ms).toFixed(2)} floor · floor: ${frames(floor)}`,
      '0 dropped frames',
    ],
    [
      `blank frames in that scroll: no drawn row wholly in view below the header, checked ${scroll.checks} times a run`,
      `grid: ${blanks(grid)} · floor: ${blanks(floor)}`,
      '0 blank frames',
    ],
  ];
}

/** Requests, renders, heap and scrolling of the grid, with what each should be. */
export function countsTable({ requests, renders, heap, scroll }) {
  const { typing, paging } = requests;
  const typingPages = typing.pages.filter((page) => page === 1).length;
  return table(
    ['figure', 'measured', 'expected'],
    [
      [
        `requests while typing "${typing.text}" (${typing.text.length} characters, a key every ${typing.keyDelayMs} ms)`,
        `${typing.total}: ${typingPages} for the search, ${typing.total - typingPages} look-ahead (pages ${pageList(typing.pages)})`,
        '1 for the search, + its look-ahead',
      ],
      [
        `requests paging 1→4→1→4 (${paging.clicks} clicks, answers at once)`,
        `${paging.total} (pages ${pageList(paging.pages)}: page 1 on load, the rest look-ahead); ${paging.repeats} beyond the first of each page`,
        '0 beyond the first of each page',
      ],
      [
        `grid body renders while typing ${renders.whileTyping.characters} characters in the filter panel's "Tags"`,
        String(renders.whileTyping.renders),
        '0',
      ],
      [
        'sanity check of the render counter: grid body renders per page change',
        `${(renders.whilePaging.renders / renders.whilePaging.pageChanges).toFixed(1)} (${renders.whilePaging.renders} over ${renders.whilePaging.pageChanges} changes)`,
        '> 0',
      ],
      ['JS heap after 10 page changes (after GC)', mb(heap.after10), '—'],
      [
        'JS heap after 200 page changes (after GC)',
        `${mb(heap.after200)} (${heap.growth >= 0 ? '+' : ''}${mb(heap.growth)}, ${(heap.growth / heap.changesBetween / 1024).toFixed(1)} KB per change)`,
        `growth ≈ the query cache of ${heap.changesBetween} more pages`,
      ],
      ...scrollRows(scroll),
    ],
  );
}
