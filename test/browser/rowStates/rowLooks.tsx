import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { userEvent as pointer } from 'vitest/browser';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { renderGrid, type GridProps, type GridView } from '../harness';

/** The backend's deliveries, which a test changes between two requests. */
export const freshDataset = (): MockDelivery[] =>
  generateDeliveries(40, 21).map((delivery) => ({ ...delivery }));

/** The data rows of the grid, in order. */
export const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.classList.contains('dt-row'));

/** A row's cells. */
export const cellsOf = (row: Element) => within(row as HTMLElement).getAllByRole('cell');

/** One layer of a computed `box-shadow`, as Chromium writes it: `rgb(…) 0px 2px 0px 0px inset`. */
export interface ShadowLayer {
  color: string;
  x: number;
  y: number;
  blur: number;
  spread: number;
  inset: boolean;
}

/**
 * The box shadow layers one can see: a transparent layer, or one with no offset, blur or
 * spread, paints nothing.
 */
export function visibleShadows(boxShadow: string): ShadowLayer[] {
  if (boxShadow === 'none') return [];
  return boxShadow
    .split(/,(?![^(]*\))/)
    .map((text) => {
      const color = /^(rgba?\([^)]*\)|[a-z]+)/.exec(text.trim())?.[1] ?? '';
      const [x = 0, y = 0, blur = 0, spread = 0] = [...text.matchAll(/(-?[\d.]+)px/g)].map(
        (match) => Number(match[1]),
      );
      return { color, x, y, blur, spread, inset: text.includes('inset') };
    })
    .filter(
      (layer) =>
        !/rgba\([^)]*,\s*0\)/.test(layer.color) &&
        layer.color !== 'transparent' &&
        [layer.x, layer.y, layer.blur, layer.spread].some((length) => length !== 0),
    );
}

/** Which sides of its box a cell's inset shadows draw a line on (left-to-right). */
export function sidesDrawn(cell: Element) {
  const layers = visibleShadows(getComputedStyle(cell).boxShadow).filter((layer) => layer.inset);
  return {
    top: layers.some((layer) => layer.y > 0),
    bottom: layers.some((layer) => layer.y < 0),
    left: layers.some((layer) => layer.x > 0),
    right: layers.some((layer) => layer.x < 0),
  };
}

/**
 * How a row looks, as computed styles: per cell its fill, colour, visible shadows and outline,
 * the row's own outline and text decoration, and the "New" badge where there is one.
 */
export function lookOf(row: HTMLElement) {
  const rowStyle = getComputedStyle(row);
  const badge = row.querySelector('.dt-new-mark');
  const badgeStyle = badge && getComputedStyle(badge, '::before');
  return JSON.stringify({
    row: {
      outline: rowStyle.outlineStyle === 'none' ? 'none' : rowStyle.outline,
      decoration: rowStyle.textDecorationLine,
    },
    cells: cellsOf(row).map((cell) => {
      const style = getComputedStyle(cell);
      return {
        fill: style.backgroundColor,
        text: style.color,
        shadows: visibleShadows(style.boxShadow),
        outline: style.outlineStyle === 'none' ? 'none' : style.outline,
      };
    }),
    badge: badgeStyle && `${badgeStyle.content} ${badgeStyle.backgroundColor}`,
  });
}

/** Another operator's edits: one new delivery in front, page 1's sixth delivery's status changed. */
export function anotherOperator(dataset: MockDelivery[]) {
  const changed = dataset[5]!;
  dataset[5] = { ...changed, status: changed.status === 6 ? 5 : 6 };
  const added: MockDelivery = {
    ...dataset[0]!,
    code: 'DLV-2026-009999',
    customerBusinessPartnerName: 'Neue GmbH',
  };
  dataset.unshift(added);
  return { changed: changed.code, added: added.code };
}

/** Which page row shows which state in `showSixStates`: the rest are plain. */
export const stateRows = {
  new: 0,
  selected: 2,
  open: 3,
  hovered: 4,
  focused: 5,
  changed: 6,
} as const;
/** Plain rows of both stripes. */
export const plainRows = [1, 8] as const;

/**
 * The grid with one row in each state: "Refresh" after another operator's edits (row 0 new,
 * row 6 changed), row 2 ticked, row 3's details open, row 5 focused by the arrow key and row 4
 * under the pointer, all as a person would do it.
 */
export async function showSixStates(props: GridProps = {}): Promise<GridView> {
  const dataset = freshDataset();
  // A host's page behind a dark grid is dark too: axe measures the toolbar's text against it.
  const page = props.theme === 'dark' ? '#0b1120' : '#ffffff';
  const grid = await renderGrid(
    {
      refresh: {},
      selection: {},
      detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
      initialState: { pageSize: 10 },
      statusOptions: mockStatuses,
      ...props,
    },
    { serve: dataset, wrap: (table) => <div style={{ background: page }}>{table}</div> },
  ).ready();
  const { added } = anotherOperator(dataset);
  await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-change', 'new'), {
    timeout: 10_000,
  });
  expect(dataRows()[0]!.textContent).toContain(added);
  const code = (index: number) => dataset[index]!.code;
  const box = `Select ${code(stateRows.selected)}`;
  await grid.user.click(await screen.findByRole('checkbox', { name: box }, { timeout: 10_000 }));
  // A click on a row's value opens its details.
  await grid.user.click(cellsOf(dataRows()[stateRows.open]!)[2]!);
  await waitFor(() => expect(dataRows()[stateRows.open]).toHaveAttribute('aria-current', 'true'));
  await pointer.hover(cellsOf(dataRows()[stateRows.hovered]!)[3]!);
  await focusByKeyboard(grid);
  return grid;
}

/**
 * Puts keyboard focus (`:focus-visible`) on the focused state's row with the arrow key, again if
 * the test page lost it meanwhile (test files side by side share one window's focus).
 */
export async function focusByKeyboard(grid: GridView) {
  const row = () => dataRows()[stateRows.focused]!;
  await waitFor(
    async () => {
      if (row().matches(':focus-visible')) return;
      window.focus();
      dataRows()[stateRows.focused - 1]!.focus();
      await grid.user.keyboard('{ArrowDown}');
      expect(row().matches(':focus-visible')).toBe(true);
    },
    { timeout: 10_000 },
  );
}
