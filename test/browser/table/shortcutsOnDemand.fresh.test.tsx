import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gridRenderer } from '../harness';
import { expectedCodes, firstPage, serveDeliveries, shownCodes } from './deliveriesServer';

// The shortcuts' code, fetched after the first paint, is held back: a slow network.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/gridShortcutKeys', async (original) => (await gate.opened, original()));

const search = () => screen.getByRole('searchbox', { name: 'Search deliveries' });
const renderGrid = gridRenderer({});

describe('keyboard shortcuts pressed before their code is there', () => {
  it("are heard once it comes, focus unmoved; Alt+Arrow inside the grid is not the browser's Back meanwhile", async () => {
    const bodies = serveDeliveries();
    renderGrid();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)), {
      timeout: 10_000,
    });
    // What the browser would do with the key: heard after every listener of the page.
    const browserTakes: boolean[] = [];
    const hear = (event: KeyboardEvent) => browserTakes.push(!event.defaultPrevented);
    window.addEventListener('keydown', hear);
    try {
      const table = screen.getByRole('table', { name: 'Deliveries' });
      await userEvent.click(screen.getAllByRole('cell')[0]!);
      await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}/');
      // Alt alone reaches the browser; Alt+ArrowRight, its Back, does not.
      expect(browserTakes.slice(0, 2)).toEqual([true, false]);
      expect(bodies).toEqual([firstPage]);
      expect(document.activeElement).toBe(table);

      gate.open();
      await waitFor(() => expect(document.activeElement).toBe(search()), { timeout: 10_000 });
      expect(screen.getByText('Page 2')).toBeTruthy();
      const secondPage = { ...firstPage, pageNumber: 2 };
      await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)), {
        timeout: 10_000,
      });
      expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]);
    } finally {
      window.removeEventListener('keydown', hear);
    }
  });
});
