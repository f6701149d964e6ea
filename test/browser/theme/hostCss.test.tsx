import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet, addStylesheet, css, findDataRows } from './themeHelpers';

// What a host page's generic CSS does to every table, button and list it has: it comes after
// the library's stylesheet, so it wins every tie.
const hostCss = `
  *, *::before, *::after { box-sizing: content-box; }
  table { width: 50%; margin: 40px; border: 5px solid red; border-collapse: collapse; font-size: 30px; }
  tr { height: 100px; background: orange; }
  th, td { padding: 40px; border: 3px solid red; background: yellow; text-align: center;
    vertical-align: top; font-size: 30px; font-weight: 100; color: red; }
  button, input, select { background: red; padding: 20px; margin: 10px; border: 4px dashed green;
    border-radius: 0; text-transform: uppercase; font-size: 30px; min-height: 60px;
    box-shadow: 0 0 0 5px purple; letter-spacing: 3px; }
  label, legend { display: inline; margin: 0 0 30px; text-transform: uppercase; font-size: 30px; }
  p { margin: 30px; font-size: 30px; color: red; }
  ul, li { margin: 30px; padding: 30px; list-style: square; }
  svg { display: block; width: 100%; height: auto; }
  path, circle { fill: red; }
`;

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));

let cleanups: (() => void)[] = [];
beforeEach(() => {
  cleanups = [addLibraryStylesheet(), addStylesheet(hostCss)];
});
afterEach(() => cleanups.forEach((cleanup) => cleanup()));

// A wide host column, the filter panel open on an applied tag: every part the host CSS can reach.
const renderGrid = gridRenderer(
  {
    locale: 'en-GB',
    timeZone: 'UTC',
    statusOptions,
    filters: { defaultOpen: true },
    initialState: { filters: { tags: ['fragile'] } },
  },
  { ...referenceBackend, wrap: (grid) => <div style={{ width: 1800 }}>{grid}</div> },
);

describe('the grid under a host page’s generic element CSS', () => {
  it('keeps the table full width, its cells padded from the tokens and its rows plain', async () => {
    renderGrid();
    const [row] = await findDataRows();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const scroll = table.parentElement!;

    expect(table.getBoundingClientRect().width).toBeCloseTo(scroll.clientWidth, 0);
    expect(css(table).marginTop).toBe('0px');
    expect(css(table).borderCollapse).toBe('separate');
    expect(css(table).borderTopWidth).toBe('0px');

    // --dt-cell-padding: 0.5rem 0.75rem, --dt-font-size: 0.875rem, --dt-row-height: 2.75rem.
    // A body cell pads its sides; its line gives the row its height (no `height` per cell).
    const cell = within(row!).getAllByRole('cell')[0]!;
    expect(css(cell).padding).toBe('0px 12px');
    expect(css(cell).lineHeight).toBe('43px');
    expect(css(cell).fontSize).toBe('14px');
    // The grid's start (left here), whatever its text's own direction: a Hebrew name in a
    // left-to-right grid lines up with its header (direction.css).
    expect(css(cell).textAlign).toBe('left');
    expect(css(cell).verticalAlign).toBe('middle');
    expect(css(cell).color).toBe(css(table.closest('.deliveries-table')!).color);
    expect([
      css(cell).borderTopWidth,
      css(cell).borderLeftWidth,
      css(cell).borderRightWidth,
    ]).toEqual(['0px', '0px', '0px']);
    expect(css(cell).borderBottomWidth).toBe('1px');
    // The first row is odd: no stripe, and neither the host's td nor tr colours show through.
    expect(css(cell).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(css(row!).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(row!.getBoundingClientRect().height).toBeCloseTo(44, 0);

    const header = screen.getByRole('columnheader', { name: 'Code' });
    expect(css(header).textAlign).toBe('start');
    expect(css(header).fontWeight).toBe('600');
    expect(css(header).borderTopWidth).toBe('0px');
    expect(css(header).backgroundColor).not.toBe('rgb(255, 255, 0)');
    const sortButton = within(header).getByRole('button', { name: 'Code' });
    expect(css(sortButton).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(css(sortButton).boxShadow).toBe('none');
    expect(css(sortButton).textTransform).toBe('none');
    const sortIcon = sortButton.querySelector('.dt-sort-icon')!;
    expect([css(sortIcon).width, css(sortIcon).height]).toEqual(['12px', '12px']);
    expect(getComputedStyle(sortIcon, '::before').backgroundColor).toBe(css(sortButton).color);
  });

  it('keeps its buttons, inputs and selects as the tokens draw them', async () => {
    renderGrid();
    await findDataRows();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(css(next).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(css(next).height).toBe('36px');
    expect(css(next).margin).toBe('0px');
    expect(css(next).paddingTop).toBe('0px');
    expect(css(next).borderTopStyle).toBe('solid');
    expect(css(next).borderRadius).toBe('6px');
    expect(css(next).textTransform).toBe('none');
    expect(css(next).boxShadow).toBe('none');
    expect(css(next).letterSpacing).toBe('normal');
    expect(css(next).fontSize).toBe('14px');
    expect(css(next.querySelector('svg')!).width).toBe('16px');

    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    expect(css(search).height).toBe('36px');
    expect(css(search).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(css(search).boxSizing).toBe('border-box');
    const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(css(rowsPerPage).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(css(rowsPerPage).marginLeft).toBe('0px');
    const rowsPerPageLabel = document.querySelector(`label[for="${rowsPerPage.id}"]`)!;
    expect(css(rowsPerPageLabel).fontSize).toBe('14px');
    expect(css(rowsPerPageLabel).textTransform).toBe('none');
  });

  it('keeps the filter panel and the chips in shape', async () => {
    renderGrid();
    await findDataRows();
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const apply = within(panel).getByRole('button', { name: 'Apply filters' });
    // The primary button is drawn in the accent colour (not the host's red, not the plain one).
    expect(css(apply).backgroundColor).toBe('rgb(37, 99, 235)');
    expect(css(apply).color).toBe('rgb(255, 255, 255)');

    const tags = within(panel).getByRole('textbox', { name: 'Tags' });
    expect(css(tags).height).toBe('36px');
    expect(css(tags).width).toBe(css(tags.parentElement!).width);
    const label = panel.querySelector(`label[for="${tags.id}"]`)!;
    expect(css(label).display).toBe('block');
    expect(css(label).marginBottom).toBe('0px');
    expect(css(label).fontWeight).toBe('600');
    expect(css(label).fontSize).toBe('14px');

    const applied = screen.getByRole('list', { name: 'Active filters' });
    expect(css(applied).listStyleType).toBe('none');
    expect(css(applied).padding).toBe('0px');
    expect(css(applied).margin).toBe('0px');
    const chip = within(applied).getAllByRole('listitem')[0]!;
    expect(css(chip).margin).toBe('0px');
    expect(css(chip).display).toBe('flex'); // inline-flex, blockified as a flex item
    const remove = within(chip).getByRole('button', { name: /^Remove filter: / });
    expect(css(remove).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(css(remove).width).toBe('24px');
    // The chip's text, a button that opens its field, reads as text.
    const edit = within(chip).getByRole('button', { name: /^Edit filter: / });
    expect(css(edit).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect([css(edit).padding, css(edit).margin, css(edit).borderStyle]).toEqual([
      '0px',
      '0px',
      'none',
    ]);
    expect(css(edit).textTransform).toBe('none');

    // Every field, "Status match" too (a review find: its label and select had no class).
    const mode = within(panel).getByRole('combobox', { name: 'Status match' });
    const preset = within(panel).getByRole('combobox', { name: 'Inserted' });
    const look = (element: Element) => {
      const { backgroundColor, height, fontSize, borderRadius, boxShadow } = css(element);
      return { backgroundColor, height, fontSize, borderRadius, boxShadow };
    };
    expect(look(mode)).toEqual(look(preset));
    const modeLabel = panel.querySelector(`label[for="${mode.id}"]`)!;
    expect([css(modeLabel).display, css(modeLabel).fontWeight]).toEqual(['block', '600']);

    const hint = panel.querySelector('.dt-hint')!;
    expect(css(hint).margin).toBe('0px');
    expect(css(hint).fontSize).toBe('12px');
    expect(css(hint).color).toBe('rgb(100, 116, 139)');
  });
});
