import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { DeliveriesRequest } from '@src/api/types';
import { createDeliveriesClient } from '@src/index';
import { mockCouriers, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset, expectedCodes, firstPage, shownCodes } from '../table/deliveriesServer';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const couriers = mockCouriers.map((c) => ({ value: c.courierId, label: c.courierCode }));
const renderGrid = gridRenderer(
  { timeZone: 'UTC', statusOptions, filters: { options: { couriers } } },
  { serve: dataset },
);
// DHL alone finds deliveries; no delivery carries this tag.
const hidden = { courierIds: [11], tags: ['no-such-tag'] };
const probe = (filters: object) => ({ ...firstPage, pageSize: 1, filters });

/** Presses "Which filter hides them?" once it shows; the count of bodies sent before. */
async function askWhichHides(grid: ReturnType<typeof renderGrid>): Promise<number> {
  const ask = await screen.findByRole(
    'button',
    { name: 'Which filter hides them?' },
    { timeout: 10_000 },
  );
  const before = grid.bodies.length;
  await grid.user.click(ask);
  return before;
}
const generous = { timeout: 10_000 };
const offered = (name: string) => screen.findByRole('button', { name }, generous);

describe('"Which filter hides them?" under "No deliveries found"', () => {
  it('sends one 1-row probe per filter and offers to remove the one that hides them', async () => {
    expect(expectedCodes({ ...firstPage, filters: hidden })).toEqual([]);
    expect(expectedCodes({ ...firstPage, filters: { courierIds: [11] } }).length).toBeGreaterThan(
      0,
    );
    const grid = renderGrid({ initialState: { filters: hidden } });
    const before = await askWhichHides(grid);
    const remove = await offered('Remove Tag: no-such-tag (deliveries found)');
    // Exactly one probe per filter, each without that filter, one row each.
    expect(grid.bodies.slice(before)).toEqual(
      expect.arrayContaining([probe({ tags: ['no-such-tag'] }), probe({ courierIds: [11] })]),
    );
    expect(grid.bodies.slice(before)).toHaveLength(2);
    // Leaving out the courier still finds none: it is not offered.
    expect(screen.queryByRole('button', { name: /^Remove Courier: DHL/ })).toBeNull();
    await expectNoAxeViolations('the filters that hide the deliveries');

    await grid.user.click(remove);
    const rows = { ...firstPage, filters: { courierIds: [11] } };
    await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(rows), { timeout: 10_000 });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(rows)), { timeout: 10_000 });
  });

  it('tries the filters without the quick search, and offers to clear it when that finds some', async () => {
    const courier = { courierIds: [11] };
    const grid = renderGrid({ initialState: { quickSearch: 'zzzz', filters: courier } });
    const before = await askWhichHides(grid);
    const clear = await offered('Clear the search “zzzz” (deliveries found)');
    // The courier without the search, and the search without the courier, one row each.
    expect(grid.bodies.slice(before)).toEqual(
      expect.arrayContaining([probe(courier), { ...firstPage, pageSize: 1, quickSearch: 'zzzz' }]),
    );
    expect(
      screen.queryByText('Without any one of these filters alone there are still none.'),
    ).toBeNull();
    await grid.user.click(clear);
    const rows = { ...firstPage, filters: courier };
    await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(rows), { timeout: 10_000 });
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' }).value,
    ).toBe('');
  });

  it('names the search beside the filters it checks, never as one of them', async () => {
    // Five tags no delivery carries and four couriers: nine chips. Eight are tried, and the search.
    const tags = Array.from({ length: 5 }, (_, index) => `no-such-tag-${index + 1}`);
    const filters = { tags, courierIds: [11, 12, 13, 14] };
    const grid = renderGrid({ initialState: { quickSearch: 'zzzz', filters } }, { latencyMs: 300 });
    const before = await askWhichHides(grid);
    const checking = await screen.findByText('Checking 8 filters and the search…', {}, generous);
    expect(checking.getAttribute('role')).toBe('status');
    await screen.findByText(
      'Without any one of these filters alone there are still none. ' +
        'The first 8 of 9 filters were checked.',
      {},
      generous,
    );
    expect(grid.bodies.slice(before)).toHaveLength(9);
  });

  it('says when no one filter alone hides them, never a count it does not know', async () => {
    const grid = renderGrid({
      // Either tag alone still finds nothing.
      initialState: { filters: { tags: ['no-such-tag', 'nor-this-one'] } },
    });
    await grid.user.click(
      await screen.findByRole('button', { name: 'Which filter hides them?' }, { timeout: 10_000 }),
    );
    const said = await screen.findByText(
      'Without any one of these filters alone there are still none.',
      {},
      { timeout: 10_000 },
    );
    expect(said.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: /\(deliveries found\)$/ })).toBeNull();
  });
});

describe('"Remove …" of the filter that hides them', () => {
  afterEach(async () => {
    document.documentElement.style.setProperty('--dt-cards-below', '0');
    await page.viewport(1280, 800);
  });

  for (const layout of ['table', 'cards'] as const) {
    it(`leaves focus where the rows come (${layout})`, async () => {
      if (layout === 'cards') {
        // The grid's own threshold (600 px), not the suite's "never cards", on a phone.
        document.documentElement.style.removeProperty('--dt-cards-below');
        await page.viewport(390, 844);
      }
      const grid = renderGrid({ initialState: { filters: hidden } }, { latencyMs: 150 });
      // The cards' code may come after the empty answer: a button found in the table before
      // it is gone when clicked, and that click lands nowhere.
      if (layout === 'cards')
        await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: 10_000 });
      await grid.user.click(
        await screen.findByRole(
          'button',
          { name: 'Which filter hides them?' },
          { timeout: 10_000 },
        ),
      );
      await grid.user.click(
        // Its probes' answers (150 ms each) and their chunk: slow beside other CPU-bound work.
        await screen.findByRole(
          'button',
          { name: 'Remove Tag: no-such-tag (deliveries found)' },
          { timeout: 20_000 },
        ),
      );
      const home =
        layout === 'table'
          ? screen.getByRole('table', { name: 'Deliveries' })
          : screen.getByRole('combobox', { name: 'Sort by' });
      expect(document.activeElement).toBe(home);
      const [first] = expectedCodes({ ...firstPage, filters: { courierIds: [11] } });
      if (layout === 'table')
        await waitFor(() => expect(shownCodes()[0]).toBe(first), { timeout: 10_000 });
      else await screen.findByRole('listitem', { name: `Delivery ${first}` }, { timeout: 10_000 });
      expect(document.activeElement).toBe(home);
    });
  }
});

describe('"Which filter hides them?" as the rows move between the table and the cards', () => {
  afterEach(async () => {
    document.documentElement.style.setProperty('--dt-cards-below', '0');
    await page.viewport(1280, 800);
  });

  it('keeps the press, its answers and focus on its button when the window narrows to cards', async () => {
    // The grid's own threshold (600 px), not the suite's "never cards".
    document.documentElement.style.removeProperty('--dt-cards-below');
    await page.viewport(1280, 800);
    const grid = renderGrid({ initialState: { filters: hidden } });
    const ask = await screen.findByRole('button', { name: 'Which filter hides them?' }, generous);
    expect(screen.getByRole('table', { name: 'Deliveries' })).toBeInTheDocument();
    await grid.user.click(ask);
    const remove = 'Remove Tag: no-such-tag (deliveries found)';
    await screen.findByRole('button', { name: remove }, generous);
    const probes = () => grid.bodies.filter((body) => body.pageSize === 1).length;
    expect(probes()).toBe(2);

    // A phone turned, a window narrowed: the empty result is drawn again, over cards.
    await page.viewport(390, 844);
    await screen.findByRole('combobox', { name: 'Sort by' }, generous);
    // Before, the part mounted afresh there: the answer gone, focus on the page.
    expect(await screen.findByRole('button', { name: remove })).toBeVisible();
    const askAgain = screen.getByRole('button', { name: 'Which filter hides them?' });
    expect(askAgain).not.toBe(ask);
    expect(document.activeElement).toBe(askAgain);
    expect(probes()).toBe(2);

    // A press there asks again, from scratch.
    await grid.user.click(askAgain);
    await waitFor(() => expect(probes()).toBe(4), generous);
    expect(await screen.findByRole('button', { name: remove }, generous)).toBeVisible();
  });
});

describe('"Which filter hides them?" gives way', () => {
  it('cancels its probes when the search changes', async () => {
    const probeSignals: AbortSignal[] = [];
    const client = createDeliveriesClient({
      baseUrl: '',
      fetch: (input, init) => {
        const body =
          typeof init?.body === 'string' ? (JSON.parse(init.body) as DeliveriesRequest) : null;
        if (body?.pageSize === 1 && init?.signal) probeSignals.push(init.signal);
        return fetch(input, init);
      },
    });
    // Slow answers: the probes are still out when the person types.
    const grid = renderGrid({ client, initialState: { filters: hidden } }, { latencyMs: 1_500 });
    await grid.user.click(
      await screen.findByRole('button', { name: 'Which filter hides them?' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(probeSignals).toHaveLength(2), { timeout: 10_000 });
    expect(probeSignals.some((signal) => signal.aborted)).toBe(false);
    await grid.user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'x');
    await waitFor(() => expect(probeSignals.every((signal) => signal.aborted)).toBe(true), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: /\(deliveries found\)$/ })).toBeNull();
    // The new search's answer comes before the test ends.
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('x'), { timeout: 10_000 });
    await screen.findByRole('button', { name: 'Which filter hides them?' }, { timeout: 10_000 });
  });
});
