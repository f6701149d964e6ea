import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { renderGrid } from '../harness';

// Codes a hostile or careless server sends: quotes, brackets, backslashes, and one twice.
const oddCodes = ['A"1]', 'A"1]', 'B\\2', "C'3 [x]", 'D#4.e', 'E:5>f'];

function datasetWithOddCodes(): MockDelivery[] {
  return generateDeliveries(oddCodes.length, 3).map((delivery, index) => ({
    ...delivery,
    code: oddCodes[index]!,
  }));
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

describe('row navigation over codes with quotes, brackets and repeats', () => {
  it('moves focus row by row with the arrows, Home and End, and keeps one tab stop', async () => {
    const grid = await renderGrid(
      { selection: {}, statusOptions: mockStatuses, initialState: { pageSize: 10 } },
      { serve: datasetWithOddCodes() },
    ).ready(15_000);
    // The checkboxes' code comes on demand: the rows take focus once they are drawn.
    await screen.findByRole('checkbox', { name: `Select ${oddCodes[2]}` }, { timeout: 10_000 });
    const rows = bodyRows();
    expect(rows).toHaveLength(oddCodes.length);
    rows[0]!.focus();
    for (let index = 1; index < rows.length; index += 1) {
      await grid.user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(bodyRows()[index]);
    }
    await grid.user.keyboard('{Home}');
    expect(document.activeElement).toBe(bodyRows()[0]);
    await grid.user.keyboard('{End}');
    expect(document.activeElement).toBe(bodyRows().at(-1));
    // The checkbox of the twin, reached with ArrowRight, then ArrowUp keeps the same control.
    await grid.user.keyboard('{Home}{ArrowDown}{ArrowRight}');
    const twinBox = within(bodyRows()[1]!).getByRole('checkbox');
    expect(document.activeElement).toBe(twinBox);
    await grid.user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(bodyRows()[2]!).getByRole('checkbox'));
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toEqual([bodyRows()[2]]);
  });
});
