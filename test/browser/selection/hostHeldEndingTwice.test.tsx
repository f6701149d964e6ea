import { screen, waitFor, within } from '@testing-library/react';
import { cloneElement, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  noDeliveriesSelected,
  type DeliveriesSelection,
  type DeliveriesTableProps,
} from '@src/index';
import type { GridView } from '../harness';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  selectionBar,
} from './selectionHarness';

/** A host component holding the selection in its state, as most hosts do. */
function StateHost({
  grid,
  heard,
}: {
  grid: ReactElement<DeliveriesTableProps>;
  heard: DeliveriesSelection[];
}) {
  const [value, setValue] = useState<DeliveriesSelection>(noDeliveriesSelected);
  const onChange = (next: DeliveriesSelection) => {
    heard.push(next);
    setValue(next);
  };
  return cloneElement(grid, { selection: { value, onChange } });
}

/** The grid under a host holding its selection: in React state, or applied a moment later. */
const hosts: [string, (heard: DeliveriesSelection[]) => GridView][] = [
  [
    'in its React state',
    (heard) =>
      renderSelectableGrid(
        {},
        {
          wrap: (grid) => (
            <StateHost grid={grid as ReactElement<DeliveriesTableProps>} heard={heard} />
          ),
        },
      ),
  ],
  [
    'applied a moment later',
    (heard) => {
      let value: DeliveriesSelection = noDeliveriesSelected;
      const selection = () => ({
        value,
        onChange: (next: DeliveriesSelection) => {
          heard.push(next);
          value = next;
          queueMicrotask(() => grid.rerenderGrid({ selection: selection() }));
        },
      });
      const grid = renderSelectableGrid({ selection: selection() });
      return grid;
    },
  ],
];

describe.each(hosts)('a selection of every match held by the host %s', (_, render) => {
  it('ends, comes back with Undo, ends again and comes back again, telling the host each time', async () => {
    const heard: DeliveriesSelection[] = [];
    const grid = render(heard);
    const { user } = grid;
    await checkboxesShown();
    await user.click(pageCheckbox());
    await user.click(within(selectionBar()).getByRole('button', { name: 'Select all matching' }));
    const all = heard.at(-1);
    expect(all).toMatchObject({ kind: 'query', request: { quickSearch: '' } });
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });

    for (const typed of ['DLV-2026-0001', 'DLV-2026-0002']) {
      await user.clear(search);
      await user.type(search, typed);
      await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe(typed));
      const undo = await screen.findByRole('button', { name: 'Undo' });
      expect(heard.at(-1)).toBe(noDeliveriesSelected);
      await user.click(undo);
      await waitFor(() => expect((search as HTMLInputElement).value).toBe(''));
      expect(heard.at(-1)).toBe(all);
      expect(within(selectionBar()).getByText('All deliveries')).toBeTruthy();
    }
    expect(heard.filter((each) => each === all)).toHaveLength(3);
  });
});
