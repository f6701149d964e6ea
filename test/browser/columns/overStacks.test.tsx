import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import {
  box,
  edgeBox,
  edgeDrawnOver,
  header,
  onStyledWidePage,
  scrollArea,
  stackedGrid,
  table,
} from './stacks';

onStyledWidePage();

const dataset = generateDeliveries(80, 5);
const renderGrid = gridRenderer(
  {
    ...stackedGrid,
    rows: { actions: [{ label: 'Print label', run: () => undefined }] },
    initialState: { pageSize: 20 },
  },
  { serve: dataset },
);

/** Renders, scrolls the rows 380 px sideways and waits until both stacks shade. */
async function scrolledUnderBothStacks() {
  const view = await renderGrid().ready();
  await waitFor(() => expect(header('Code').getAttribute('data-pin')).toBe('start'));
  // The control columns' code comes on demand: each column in place before anything is measured.
  await waitFor(() => {
    for (const kind of ['select', 'detail', 'actions'])
      expect(table().querySelector(`thead [data-kind="${kind}"]`)).not.toBeNull();
  });
  scrollArea().scrollLeft = 380;
  await waitFor(() => expect(scrollArea().parentElement!.dataset.overflow).toBe('start end'));
  return view;
}

describe('what a cell opens over the sticky stacks', () => {
  it("a scrolling column's header menu is drawn and pressed over the start stack", async () => {
    const { user } = await scrolledUnderBothStacks();
    screen.getByRole('button', { name: 'Column options for Tenant' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    // The menu reaches back over Code, pinned at the start, and across that stack's edge.
    const edgeAt = box(header('Code')).right;
    expect(box(menu).left).toBeLessThan(edgeAt - 40);
    expect(box(menu).right).toBeGreaterThan(edgeAt);
    // Over Code, a press lands on the menu's item, not on Code's header under it.
    const item = within(menu).getAllByRole('menuitem')[0]!;
    const hit = document.elementFromPoint(box(item).left + 8, box(item).top + box(item).height / 2);
    expect(item.contains(hit)).toBe(true);
    // And the stack's edge (its divider, its shadow) is not drawn over the item.
    expect(box(item).right).toBeGreaterThan(edgeAt);
    expect(await edgeDrawnOver(item, 'start')).toBe(false);
    // Beside the menu, Code's header stays over Tenant's, which passes under it.
    const code = header('Code');
    const beside = { x: box(menu).left - 20, y: box(code).top + box(code).height / 2 };
    expect(beside.x).toBeGreaterThan(box(code).left);
    expect(code.contains(document.elementFromPoint(beside.x, beside.y))).toBe(true);
  });

  it("a row's actions menu in the end stack is drawn and pressed over the rows after it", async () => {
    const { user } = await scrolledUnderBothStacks();
    const firstRow = within(table()).getAllByRole('row')[1]!;
    await user.click(within(firstRow).getByRole('button', { name: /^Actions for / }));
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Print label' });
    // The menu hangs over the next rows' sticky cells (the actions and details columns).
    const nextRow = within(table()).getAllByRole('row')[2]!;
    expect(box(item).bottom).toBeGreaterThan(box(nextRow).top);
    // A press on the item lands on it, not on the cells of the rows below.
    const hit = document.elementFromPoint(box(item).right - 8, box(item).bottom - 4);
    expect(item.contains(hit)).toBe(true);

    // The rows scroll up, the menu open: its row's cells pass under the sticky header.
    const actionsCell = firstRow.querySelector('[data-kind="actions"]')!;
    const actionsHeader = table().querySelector('thead [data-kind="actions"]')!;
    scrollArea().scrollTop = box(actionsCell).height;
    await waitFor(() => expect(box(actionsCell).top).toBeLessThan(box(actionsHeader).bottom - 8));
    // Beside the menu, which follows its button up over the header (a popup over everything).
    const point = { x: box(actionsHeader).right - 2, y: box(actionsHeader).bottom - 3 };
    expect(point.x).toBeGreaterThan(box(menu).right);
    expect(document.elementFromPoint(point.x, point.y)?.closest('thead')).not.toBeNull();
  });

  it('a focused cell in a stack still passes under the sticky header as the rows scroll', async () => {
    const { user } = await scrolledUnderBothStacks();
    const firstRow = within(table()).getAllByRole('row')[1]!;
    const checkbox = within(firstRow).getByRole('checkbox');
    await user.click(checkbox);
    expect(document.activeElement).toBe(checkbox);
    // The first row scrolls up under the header: what is seen and pressed there is the header.
    const { left, top, height } = box(checkbox);
    scrollArea().scrollTop = height * 2;
    await waitFor(() => expect(box(checkbox).top).toBeLessThan(top - height));
    const hit = document.elementFromPoint(left + 2, box(header('Code')).bottom - 4);
    expect(hit?.closest('thead')).not.toBeNull();
  });

  it("a start-pinned column's resize handle, held, has no edge drawn over it", async () => {
    const { user } = await scrolledUnderBothStacks();
    const handle = screen.getByRole('separator', { name: 'Resize Code' });
    handle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(handle.hasAttribute('data-grabbed')).toBe(true));
    expect(box(handle).right).toBeCloseTo(box(edgeBox('start')).right, 0);
    expect(await edgeDrawnOver(handle, 'start')).toBe(false);
    await user.keyboard('{Escape}');
  });
});
