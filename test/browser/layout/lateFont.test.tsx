import '@src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bypass, http } from 'msw';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import { deliveriesUrlPattern } from '@src/mocks/index';
import { worker } from '../worker';
import { renderGrid, nextFrames } from '../harness';
import { spillsOut } from './cutText';
import { gridTable, headerWidths, laptopDataset, onLaptopScreen } from './laptop';

// A real web font the test page can fetch (Storybook's own), served under our names below.
const fontFile = new URL(
  '../../../node_modules/storybook/assets/browser/nunito-sans-regular.woff2',
  import.meta.url,
).href;

/**
 * Serves `/test-fonts/NAME.woff2` once `release()` is called: a font the page asks for while
 * the rows are drawn, which arrives after their widths were worked out.
 */
function heldFont() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  worker.use(
    http.get('*/test-fonts/:name', async () => {
      await held;
      return fetch(bypass(fontFile));
    }),
  );
  return release;
}

/** Serves `/test-fonts/NAME.woff2` at once, whatever else is held. */
function servedFont(name: string) {
  worker.use(http.get(`*/test-fonts/${name}.woff2`, () => fetch(bypass(fontFile))));
}

const stylesheets: HTMLStyleElement[] = [];

/** A host's stylesheet: `css` after the grid's. */
function addStyle(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  stylesheets.push(style);
}

/** A face of `family` for `unicodeRange` alone, from the held font, drawn twice as large. */
function addFace(family: string, unicodeRange: string): FontFace {
  addStyle(`@font-face {
    font-family: ${family};
    src: url(/test-fonts/${family}.woff2);
    unicode-range: ${unicodeRange};
    size-adjust: 200%;
    font-display: swap;
  }`);
  const face = [...document.fonts].find((each) => each.family === family);
  if (!face) throw new Error(`No face of ${family} in document.fonts.`);
  return face;
}

/** A host's theme: the rows' cells in `family`, the rest of the grid as it was. */
const cellsIn = (family: string) =>
  addStyle(`.deliveries-table .dt-tbody .dt-td { font-family: ${family}, monospace; }`);

afterEach(() => {
  for (const style of stylesheets.splice(0)) style.remove();
});

const generous = { timeout: 10_000 };
const bodyCells = () => [...gridTable().querySelectorAll<HTMLTableCellElement>('tbody td')];

describe('column widths and web fonts that arrive after the rows', () => {
  onLaptopScreen();

  it("works the widths out again when a font the rows' text started arrives", async () => {
    const release = heldFont();
    // Only digits are drawn in it: nothing at mount asks for it, the rows' codes and counts do.
    const face = addFace('LateDigits', 'U+0030-0039');
    cellsIn('LateDigits');
    await renderGrid({ locale: 'en-US', timeZone: 'UTC' }, { serve: laptopDataset }).ready();
    // Drawn in the fallback's figures while the font is on its way.
    await waitFor(() => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25));
    expect(face.status).toBe('loading');

    release();
    await face.loaded;
    expect(document.fonts.check('14px LateDigits', '0')).toBe(true);
    // The figures are twice as wide now: the columns are worked out from the rows' text in
    // them, and no value is cut or reaches the next cell.
    await waitFor(() => {
      expect(gridTable().hasAttribute('data-fitted')).toBe(true);
      expect(
        bodyCells()
          .filter(spillsOut)
          .map((cell) => cell.textContent),
      ).toEqual([]);
    }, generous);
    const texts = [...gridTable().querySelectorAll<HTMLElement>('tbody td[dir="auto"]')];
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((cell) => cell.scrollWidth > cell.clientWidth + 1)).toEqual([]);
  });

  it('keeps the widths held from an earlier page when a font changes none of its text', async () => {
    const release = heldFont();
    release();
    const grid = await renderGrid(
      { locale: 'en-US', timeZone: 'UTC' },
      { serve: laptopDataset },
    ).ready();
    await waitFor(() => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25));
    // Page 2 at the widths held from page 1: its text was not read for them.
    await grid.user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(2), generous);
    await waitFor(() => expect(gridTable().hasAttribute('data-fitted')).toBe(false), generous);
    const held = headerWidths();

    // A Greek face arrives: no drawn text uses it.
    const face = addFace('LateGreek', 'U+0370-03FF');
    await document.fonts.load('14px LateGreek', 'α');
    expect(face.status).toBe('loaded');
    await nextFrames(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await nextFrames(4);
    expect(headerWidths()).toEqual(held);
    expect(gridTable().hasAttribute('data-fitted')).toBe(false);
  });
});

/**
 * Counts the grid's reads of its metrics: each appends probes (a pill, a long text's box) to a
 * body cell and removes them at once.
 */
function countMetricsReads(root: HTMLElement) {
  const reads = { count: 0 };
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLSpanElement && node.className === 'dt-status' && !node.isConnected)
          reads.count += 1;
  });
  observer.observe(root, { childList: true, subtree: true });
  return { reads, stop: () => observer.disconnect() };
}

describe('web fonts the grid does not draw in', () => {
  onLaptopScreen();

  it("reads nothing again when a font none of the grid's text names arrives", async () => {
    servedFont('HostHeading');
    servedFont('Roboto');
    const heading = addFace('HostHeading', 'U+0020-007E');
    const { reads, stop } = countMetricsReads(document.body);
    try {
      await renderGrid({ locale: 'en-US', timeZone: 'UTC' }, { serve: laptopDataset }).ready();
      await waitFor(() => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25));
      await waitFor(() => expect(reads.count).toBeGreaterThan(0), generous);
      await nextFrames(4);
      reads.count = 0;
      // A host's heading face: the grid's header, cells and pills name other families.
      await document.fonts.load('14px HostHeading', 'A');
      expect(heading.status).toBe('loaded');
      await nextFrames(4);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await nextFrames(4);
      expect(reads.count).toBe(0);
      // A face of a family the grid names (`--dt-font` lists Roboto): read again.
      addFace('Roboto', 'U+0030-0039');
      await document.fonts.load('14px Roboto', '1');
      await waitFor(() => expect(reads.count).toBe(1), generous);
    } finally {
      stop();
    }
  });
});

/**
 * Renders the grid with its first answer held until the grid has read its metrics: measuring a
 * figure in the cells' font is what first asks for `face`, which stays on its way.
 */
async function renderAfterMetrics(face: FontFace, props: Parameters<typeof renderGrid>[0] = {}) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const grid = renderGrid({ locale: 'en-US', timeZone: 'UTC', ...props }, { serve: laptopDataset });
  worker.use(http.post(deliveriesUrlPattern(), () => answered));
  await waitFor(() => expect(face.status).toBe('loading'), generous);
  answer();
  const view = await grid.ready();
  await waitFor(() => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25));
  return view;
}

describe('column widths and web fonts that arrive after the grid read its metrics', () => {
  onLaptopScreen();

  it("lays the columns out again when a font a host's cells use arrives", async () => {
    const release = heldFont();
    const face = addFace('LateHostDigits', 'U+0030-0039');
    cellsIn('LateHostDigits');
    // The browser sizes a host's cells: their widths are read from its layout, in the fallback.
    await renderAfterMetrics(face, {
      columns: defaultDeliveryColumns.map((column) =>
        column.id === 'code'
          ? { id: 'code', cell: (delivery) => <a href={`#${delivery.code}`}>{delivery.code}</a> }
          : column,
      ),
    });
    await waitFor(() => expect(gridTable().dataset.layout).toBe('fixed'), generous);
    expect(face.status).toBe('loading');
    release();
    await face.loaded;
    // Every code shows whole, in the font that arrived: none is cut at the fallback's width.
    const links = () => [...gridTable().querySelectorAll<HTMLAnchorElement>('tbody td a')];
    await waitFor(() => {
      expect(links()).toHaveLength(25);
      expect(
        links()
          .filter(
            (link) =>
              link.getBoundingClientRect().right >
              link.closest('td')!.getBoundingClientRect().right + 1,
          )
          .map((link) => link.textContent),
      ).toEqual([]);
    }, generous);
  });

  it('works the widths out again when a font arrives while no rows are drawn', async () => {
    const release = heldFont();
    const face = addFace('LateEmptyDigits', 'U+0030-0039');
    cellsIn('LateEmptyDigits');
    const { user } = await renderAfterMetrics(face);
    await waitFor(() => expect(gridTable().hasAttribute('data-fitted')).toBe(true), generous);
    // A search that finds nothing: the font comes while the body says so.
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await user.type(search, 'zzzzqqq');
    await screen.findAllByText('No deliveries found', undefined, generous);
    expect(face.status).toBe('loading');
    release();
    await face.loaded;
    await nextFrames(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await nextFrames(4);

    await user.clear(search);
    await waitFor(
      () => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25),
      generous,
    );
    // The rows come back in the font that arrived: none reaches the next cell or is cut.
    await waitFor(() => {
      expect(
        bodyCells()
          .filter(spillsOut)
          .map((cell) => cell.textContent),
      ).toEqual([]);
      const texts = [...gridTable().querySelectorAll<HTMLElement>('tbody td[dir="auto"]')];
      expect(texts.filter((cell) => cell.scrollWidth > cell.clientWidth + 1)).toEqual([]);
    }, generous);
  });
});
