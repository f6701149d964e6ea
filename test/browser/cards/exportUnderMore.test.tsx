import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries } from '@src/mocks/index';
import { withCardsThreshold } from './cardsWidth';
import { gridRenderer, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { catchDownloads, holdPage } from '../export/exportHarness';
import { worker } from '../worker';

const dataset = generateDeliveries(40, 13);
const renderGrid = gridRenderer(
  { initialState: { pageSize: 10 }, timeZone: 'UTC' },
  { serve: dataset, latencyMs: 5 },
);

/**
 * Holds the export's first page (500 rows a request) until `answer()`, then answers it with
 * what no contract allows: the export fails at once, with no retry.
 */
function holdExportThenBreak() {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.clone().json()) as DeliveriesRequest;
      if (body.pageSize !== 500) return undefined;
      reached();
      await gate;
      return HttpResponse.json({ deliveries: 'not a list' });
    }),
  );
  return { held, answer };
}

/** The grid as cards, its toolbar's controls the real ones (not their stand-ins). */
async function cardsReady(view: GridView) {
  const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10), {
    timeout: 10_000,
  });
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
    timeout: 10_000,
  });
  return view;
}

withCardsThreshold(390, 844);
afterEach(() => vi.restoreAllMocks());

describe('an export started under "More", which the person then closed', () => {
  it('opens "More" again when it fails, so its alert is seen and heard', async () => {
    const files = catchDownloads();
    const { user } = await cardsReady(renderGrid());
    const more = await screen.findByRole('button', { name: 'More' }, { timeout: 10_000 });
    const server = holdExportThenBreak();
    try {
      await user.click(more);
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Export all matching (CSV)' }));
      await server.held;
      // The person goes back to the cards: "More" folds away with the running export.
      const firstCard = within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole(
        'listitem',
      )[0]!;
      await user.click(firstCard);
      await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('false'));
      expect(screen.queryByRole('progressbar', { name: 'Exporting deliveries' })).toBeNull();
    } finally {
      server.answer();
    }
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/^The export failed: /);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'More' })).getByRole('alert')).toBe(alert);
    // Shown, not focused: the person's place stays where it was.
    expect(document.activeElement).not.toBe(more);
    expect(files).toEqual([]);
    await expectNoAxeViolations('an export that failed under a folded "More"');
  });

  it('opens it for a file cut at the most rows, and not for one written whole', async () => {
    const files = catchDownloads();
    const { user } = await cardsReady(renderGrid({ exporting: { maxRows: 12, pageSize: 5 } }));
    const more = await screen.findByRole('button', { name: 'More' }, { timeout: 10_000 });
    const closeMore = async () => {
      await user.click(
        within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem')[0]!,
      );
      await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('false'));
    };
    // "Export this page" writes all its rows: the download says it, "More" stays closed.
    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export this page (CSV)' }));
    await closeMore();
    expect(files).toHaveLength(1);
    expect(more.getAttribute('aria-expanded')).toBe('false');

    const held = holdPage(1, 5);
    try {
      await user.click(more);
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Export all matching (CSV)' }));
      await held.held;
      await closeMore();
    } finally {
      held.release();
    }
    await waitFor(() => expect(files).toHaveLength(2), { timeout: 10_000 });
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
    const said = within(screen.getByRole('group', { name: 'More' })).getByText(
      /^Exported the first 12 /,
    );
    expect(said.getAttribute('role')).toBe('status');
  });
});
