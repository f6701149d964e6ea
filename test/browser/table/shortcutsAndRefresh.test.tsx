import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { firstRows, gridRenderer } from '../harness';
import { expectedCodes, firstPage, serveDeliveries, shownCodes } from './deliveriesServer';

const search = () => screen.getByRole('searchbox', { name: 'Search deliveries' });
const page = (pageNumber: number) => ({ ...firstPage, pageNumber });

// A host button before the grid: focus can leave the grid and come back.
const renderGrid = gridRenderer(
  {},
  {
    wrap: (grid) => (
      <>
        <button type="button">Host button</button>
        {grid}
      </>
    ),
  },
);

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  // Back to the document's own visibilityState.
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('keyboard shortcuts', () => {
  it('"/" focuses the search; Alt+ArrowRight and Alt+ArrowLeft turn the page from inside the grid', async () => {
    const bodies = serveDeliveries();
    renderGrid();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(search().getAttribute('aria-keyshortcuts')).toBe('/');

    // The keys' code comes after the first paint: a key before it is heard once it comes.
    await userEvent.keyboard('/');
    await waitFor(() => expect(document.activeElement).toBe(search()), { timeout: 10_000 });
    expect(search()).toHaveProperty('value', ''); // the "/" is not typed into the box

    // Alt+Arrow inside a text box moves the caret by word: not a page turn.
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(bodies).toEqual([firstPage]);

    // A click on a cell puts focus in the grid (on the table).
    await userEvent.click(screen.getAllByRole('cell')[0]!);
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByText('Page 2')).toBeTruthy();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(page(2))));
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2, 3]);

    // Outside the grid, Alt+Arrow belongs to the browser.
    screen.getByRole('button', { name: 'Host button' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByText('Page 2')).toBeTruthy();
    // "/" from anywhere on the page but a text field: from the host's button too.
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(search());
  });

  it('"/" and Alt+ArrowRight from a row\'s checkbox: a tick box is no text field', async () => {
    const bodies = serveDeliveries();
    renderGrid({ selection: {} });
    await firstRows(10_000);
    const tick = async () => {
      const table = screen.getByRole('table', { name: 'Deliveries' });
      const [box] = await within(table).findAllByRole(
        'checkbox',
        { name: /^Select DLV-/ },
        { timeout: 10_000 },
      );
      box!.focus();
    };
    await tick();
    // Before: both keys were taken for typing, as in a text box, and did nothing.
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]), {
      timeout: 10_000,
    });
    await screen.findByText('Page 2', {}, { timeout: 10_000 });
    await tick();
    await userEvent.keyboard('/');
    await waitFor(() => expect(document.activeElement).toBe(search()), { timeout: 10_000 });
    expect(search()).toHaveProperty('value', '');
  });

  it('"/" from a host\'s dialog stays in it; the first grid shown takes it, hidden, inert or collapsed ones passed over', async () => {
    serveDeliveries();
    gridRenderer(
      {},
      {
        wrap: (grid) => (
          <>
            <div hidden>{grid}</div>
            <div style={{ visibility: 'hidden' }}>{grid}</div>
            <div inert>{grid}</div>
            {/* A collapsed accordion's panel: drawn, clipped to nothing. */}
            <div style={{ height: 0, overflow: 'hidden' }}>{grid}</div>
            <button type="button">Host button</button>
            <div data-testid="page-grid">{grid}</div>
            <div role="dialog" aria-modal="true" aria-label="No grid">
              <button type="button">Inside dialog</button>
            </div>
            <div role="dialog" aria-label="With a grid">
              <button type="button">Close</button>
              {grid}
            </div>
          </>
        ),
      },
    )();
    const searchIn = (element: HTMLElement) =>
      within(element).getByRole('searchbox', { name: 'Search deliveries' });
    await waitFor(() =>
      // The page's, the dialog's, the collapsed and the inert one (testing-library finds those).
      expect(screen.getAllByRole('searchbox', { name: 'Search deliveries' })).toHaveLength(4),
    );
    screen.getByRole('button', { name: 'Inside dialog' }).focus();
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside dialog' }));
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('/');
    // The keys' code comes after the first paint: a key before it is heard once it comes.
    await waitFor(
      () =>
        expect(document.activeElement).toBe(
          searchIn(screen.getByRole('dialog', { name: 'With a grid' })),
        ),
      { timeout: 10_000 },
    );
    screen.getByRole('button', { name: 'Host button' }).focus();
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(searchIn(screen.getByTestId('page-grid')));
  });
});

describe('auto-refresh', () => {
  it('asks again every N seconds, says how old the rows are, and pauses while the tab is hidden', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const bodies = serveDeliveries();
    renderGrid({ refresh: { intervalSeconds: 30 } });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(bodies).toEqual([firstPage]);
    // The clock's code comes with `refresh`, on demand: it may draw a moment after the rows.
    expect(await screen.findByText('Updated just now', {}, { timeout: 10_000 })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Updated 5 s ago')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(screen.getByText('Updated 12 s ago')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(18_500));
    await waitFor(() => expect(bodies).toEqual([firstPage, firstPage]));
    await waitFor(() => expect(screen.getByText('Updated just now')).toBeTruthy());

    setTabHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(bodies).toHaveLength(2);

    setTabHidden(false);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(shownCodes()).toEqual(expectedCodes(firstPage));
  });
});
