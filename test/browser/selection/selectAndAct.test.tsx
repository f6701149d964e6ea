import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../focus/focusProbe';
import {
  checkboxesShown,
  dataset,
  expectedCodesOf,
  onPage,
  pageCheckbox,
  recordingAction,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

const deliveryOf = (code: string) => dataset.find((delivery) => delivery.code === code)!;

describe('selecting deliveries and acting on them', () => {
  it('hands a host action exactly the rows ticked on two pages, with their deliveries', async () => {
    const handOver = recordingAction('Hand to courier');
    const grid = renderSelectableGrid({ selection: { actions: [handOver.action] } });
    const { user } = grid;
    const page1 = await checkboxesShown();
    expect(page1).toEqual(expectedCodesOf(1));
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    await expectNoAxeViolations('nothing selected');

    // The bar comes under the rows: the next checkbox is still where the pointer is.
    const nextTop = rowCheckbox(page1[4]!).getBoundingClientRect().top;
    await user.click(rowCheckbox(page1[1]!));
    await screen.findByRole('toolbar', { name: 'Selection' });
    expect(rowCheckbox(page1[4]!).getBoundingClientRect().top).toBe(nextTop);
    await user.click(rowCheckbox(page1[4]!));
    expect(within(selectionBar()).getByText('2 selected')).toBeTruthy();
    expect(pageCheckbox().indeterminate).toBe(true);
    await expectNoAxeViolations('two rows selected');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await onPage(2);
    const page2 = expectedCodesOf(2);
    expect(rowCheckbox(page2[0]!).checked).toBe(false);
    expect(pageCheckbox().checked).toBe(false);
    await user.click(rowCheckbox(page2[7]!));
    expect(within(selectionBar()).getByText('3 selected')).toBeTruthy();

    // Back on page 1 the ticks are still there.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await onPage(1);
    expect(expectedCodesOf(1).map((code) => rowCheckbox(code).checked)).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);

    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(handOver.received).toHaveLength(1));
    const codes = [page1[1]!, page1[4]!, page2[7]!];
    expect(handOver.received[0]).toEqual({
      kind: 'codes',
      codes,
      deliveries: codes.map(deliveryOf),
    });
    await screen.findByText('Hand to courier: done.');
    // The server saw the two pages only (page 1 came back from the cache): no fetch to select.
    expect(grid.bodies.map((body) => body.pageNumber)).toEqual([1, 2]);
  });

  it('Shift+click ticks the rows from the last one toggled, and unticks a range the same way', async () => {
    const { user } = renderSelectableGrid();
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[2]!));
    await user.keyboard('{Shift>}');
    await user.click(rowCheckbox(codes[6]!));
    await user.keyboard('{/Shift}');
    const ticked = () => codes.map((code) => rowCheckbox(code).checked);
    expect(ticked()).toEqual([false, false, true, true, true, true, true, false, false, false]);
    expect(within(selectionBar()).getByText('5 selected')).toBeTruthy();

    // From the anchor (row 7) up to row 5: unticked, as the row clicked was ticked.
    await user.keyboard('{Shift>}');
    await user.click(rowCheckbox(codes[4]!));
    await user.keyboard('{/Shift}');
    expect(ticked()).toEqual([false, false, true, true, false, false, false, false, false, false]);
  });

  it('works by keyboard: Space on a checkbox, the arrows to the next, Shift+Space ranges, Space on a row', async () => {
    const { user } = renderSelectableGrid();
    const codes = await checkboxesShown();
    rowCheckbox(codes[0]!).focus();
    await user.keyboard(' ');
    expect(rowCheckbox(codes[0]!).checked).toBe(true);
    // The body is one tab stop: the arrows go from checkbox to checkbox.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(rowCheckbox(codes[2]!));
    await user.keyboard('{Shift>} {/Shift}');
    expect(codes.slice(0, 4).map((code) => rowCheckbox(code).checked)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    const row = rowCheckbox(codes[5]!).closest('tr')!;
    row.focus();
    await user.keyboard(' ');
    expect(rowCheckbox(codes[5]!).checked).toBe(true);
    expect(within(selectionBar()).getByText('4 selected')).toBeTruthy();

    // The header checkbox ticks the rest of the page, then unticks all of it.
    pageCheckbox().focus();
    await user.keyboard(' ');
    expect(codes.every((code) => rowCheckbox(code).checked)).toBe(true);
    await user.keyboard(' ');
    expect(codes.some((code) => rowCheckbox(code).checked)).toBe(false);
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
  });
});
