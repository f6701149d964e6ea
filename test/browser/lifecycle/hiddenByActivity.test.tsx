import '@src/theme/styles.css';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Activity, useEffect, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesBulkAction } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { firstRows, gridRenderer } from '../harness';
import { withCardsThreshold } from '../cards/cardsWidth';

const dataset = generateDeliveries(60, 7);
const generous = { timeout: 10_000 };

// A host's tabs kept alive with React's <Activity>: hidden, the grid's effects are cleaned up
// and its state and DOM kept; shown again, its effects run again.
let show: (visible: boolean) => void = () => undefined;
function Tabs({ grid }: { grid: ReactElement }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    show = setVisible;
  }, []);
  return (
    <>
      <button type="button">Other tab</button>
      <Activity mode={visible ? 'visible' : 'hidden'}>{grid}</Activity>
    </>
  );
}
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC' },
  { serve: dataset, wrap: (grid) => <Tabs grid={grid} /> },
);
const hideAndShow = async (between: () => Promise<void> | void = () => undefined) => {
  act(() => show(false));
  await between();
  act(() => show(true));
};

describe('a grid a host hides with <Activity> while something is under way', () => {
  it('ends a running bulk action as cancelled, never "running" for ever', async () => {
    let ended = false;
    const handOver: DeliveriesBulkAction = {
      label: 'Hand over',
      // A host's work that ignores its signal: it ends later, and its ending is dropped.
      run: () =>
        new Promise<string>((resolve) =>
          setTimeout(() => {
            ended = true;
            resolve('Handed over.');
          }, 300),
        ),
    };
    const grid = await renderGrid({ selection: { actions: [handOver] } }).ready();
    const [row] = await firstRows(10_000);
    // The ticks' code comes after the first rows.
    await grid.user.click(await within(row!).findByRole('checkbox', {}, generous));
    await grid.user.click(await screen.findByRole('button', { name: 'Hand over' }, generous));
    await screen.findByText('Hand over…', {}, generous);
    // Before: the bar said "Hand over…" with a Cancel that did nothing, long after it ended.
    await hideAndShow(() => waitFor(() => expect(ended).toBe(true), generous));
    await screen.findByText('Hand over: cancelled.', {}, generous);
    expect(screen.queryByText('Hand over…')).toBeNull();
  });

  it('sends a search typed just before the hide once shown again', async () => {
    const grid = await renderGrid({}).ready();
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });
    await grid.user.type(box, 'berlin');
    // Hidden within the debounce: before, the box kept "berlin" and it was never sent.
    await hideAndShow();
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('berlin'), generous);
    expect(box.value).toBe('berlin');
    expect(grid.bodies.filter((body) => body.quickSearch === 'berlin')).toHaveLength(1);
  });
});

describe('a narrow grid whose filter sheet is open, hidden with <Activity>', () => {
  withCardsThreshold(390, 844);

  it('leaves no undrawn modal making the page inert; shown again, the sheet is open', async () => {
    const grid = await renderGrid({}).ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, generous);
    await waitFor(() => expect(sheet.matches(':modal')).toBe(true), generous);

    act(() => show(false));
    // Before: still modal, so the host's own tab button could not take focus.
    await waitFor(() => expect(sheet.matches(':modal')).toBe(false), generous);
    const other = screen.getByRole('button', { name: 'Other tab' });
    other.focus();
    expect(document.activeElement).toBe(other);

    act(() => show(true));
    await waitFor(() => expect(sheet.matches(':modal')).toBe(true), generous);
    await grid.user.keyboard('{Escape}');
    await waitFor(() => expect(sheet.matches('[open]')).toBe(false), generous);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });
});
