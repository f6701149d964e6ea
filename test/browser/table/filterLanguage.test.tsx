import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockCouriers, mockStatuses, queryDeliveries } from '@src/mocks/index';
import { shownCodes } from './deliveriesServer';
import { gridRenderer, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const rows = generateDeliveries(600, 3);
const couriers = mockCouriers.map(({ courierId, courierCode }) => ({
  value: courierId,
  label: courierCode,
}));
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    filters: { options: { couriers } },
    timeZone: 'UTC',
    locale: 'en-GB',
  },
  { serve: rows },
);
const searchbox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });
const generous = { timeout: 10_000 };

/** Types `status:delivered` and `text`, then Enter: the request holds `quickSearch` and status 4. */
async function searchDelivered(grid: GridView, text: string, quickSearch: string) {
  await grid.user.clear(searchbox());
  await grid.user.type(searchbox(), `status:delivered ${text}{Enter}`);
  await waitFor(
    () => expect(grid.bodies.at(-1)).toMatchObject({ quickSearch, filters: { status: [4] } }),
    generous,
  );
}

beforeEach(() => {
  // Only Date is faked: Thursday 5 November 2026, noon UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-05T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the filter language in the search box', () => {
  it('turns field words into filters and chips, and searches the rest', async () => {
    const grid = await renderGrid().ready();
    const sent = grid.bodies.length;
    await grid.user.type(searchbox(), 'status:delivered courier:DHL inserted:-7d x');
    // Field words are not searched as text while typed.
    expect(grid.bodies).toHaveLength(sent);
    await grid.user.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toMatchObject({
          quickSearch: 'x',
          // A week back from Thursday 5 November, from its first millisecond on.
          filters: { status: [4], courierIds: [11], insertFrom: '2026-10-29T00:00:00.000Z' },
        }),
      generous,
    );
    expect(grid.bodies.at(-1)?.filters).toStrictEqual({
      status: [4],
      courierIds: [11],
      insertFrom: '2026-10-29T00:00:00.000Z',
    });
    // The box keeps the search; the filters are chips.
    expect(searchbox().value).toBe('x');
    // The chips' code loads on demand: a person waits for them.
    const chips = within(await screen.findByRole('list', { name: 'Active filters' }, generous));
    expect(
      await chips.findByRole('button', { name: 'Remove filter: Status: Delivered' }, generous),
    ).toBeTruthy();
    expect(chips.getByRole('button', { name: 'Remove filter: Courier: DHL' })).toBeTruthy();
    expect(chips.getByRole('button', { name: 'Remove filter: Inserted from: -7d' })).toBeTruthy();
    await expectNoAxeViolations('filters from the search box');
  });

  it('names a field or a value it cannot read, and applies nothing', async () => {
    const grid = await renderGrid().ready();
    const sent = grid.bodies.length;
    // How the box was marked when the problems' words came in: in the same frame, not later.
    const markedAsShown: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      if (markedAsShown.length === 0 && document.querySelector('.dt-search-problems p'))
        markedAsShown.push(searchbox().getAttribute('aria-invalid'));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await grid.user.type(searchbox(), 'nope:1 courier:Pigeon x{Enter}');
    const problems = await screen.findByText(
      /^“nope:” is not a filter\. Filters: status, /,
      {},
      generous,
    );
    expect(problems).toBeTruthy();
    expect(screen.getByText('Couriers: no option is named “Pigeon”.')).toBeTruthy();
    expect(searchbox().getAttribute('aria-invalid')).toBe('true');
    observer.disconnect();
    expect(markedAsShown).toEqual(['true']);
    // Nothing is dropped: the text stays, no request leaves.
    expect(searchbox().value).toBe('nope:1 courier:Pigeon x');
    expect(grid.bodies).toHaveLength(sent);
    await expectNoAxeViolations('a word the language cannot read');
  });

  it('replaces a status exclusion in force when it names statuses, as the Status field does', async () => {
    const onStateChange = vi.fn();
    const grid = await renderGrid({
      initialState: { filters: { excludedStatus: [4] } },
      onStateChange,
    }).ready();
    await grid.user.type(searchbox(), 'status:delivered{Enter}');
    await waitFor(
      () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ status: [4] }),
      generous,
    );
    // Never both: a host keeping the state (in a link, say) is handed what the grid sends.
    expect(onStateChange.mock.lastCall?.[0].filters).toStrictEqual({ status: [4] });
    await screen.findByRole('button', { name: 'Remove filter: Status: Delivered' }, generous);
    expect(screen.queryByRole('button', { name: /not Delivered/ })).toBeNull();
  });

  it.each([
    ['inserted:30/11/2026..01/11/2026', 'Inserted from must be before Inserted to.'],
    ['inserted:30/11/2026 inserted:..01/11/2026', 'Inserted from must be before Inserted to.'],
    ['inserted:today..-7d', 'Inserted from must be before Inserted to.'],
    ['requested:today..yesterday', 'Requested from must be before Requested to.'],
    ['id:99999999999999999999', 'Delivery IDs: “99999999999999999999” is not one of its values.'],
    [`tag:${'x'.repeat(120)}`, `Tags: "${'x'.repeat(23)}…" is longer than 100 characters.`],
  ])('names %j, which the grid would not send, under the box and keeps it', async (text, why) => {
    const onStateChange = vi.fn();
    const grid = await renderGrid({ onStateChange }).ready();
    const sent = grid.bodies.length;
    await grid.user.click(searchbox());
    await grid.user.paste(text);
    await grid.user.keyboard('{Enter}');
    expect(await screen.findByText(why, {}, generous)).toBeTruthy();
    expect(searchbox().getAttribute('aria-invalid')).toBe('true');
    expect(searchbox().value).toBe(text);
    expect(grid.bodies).toHaveLength(sent);
    expect(onStateChange).not.toHaveBeenCalled();
  });

  it('names a range given two values rather than keep the last', async () => {
    const grid = await renderGrid().ready();
    const sent = grid.bodies.length;
    await grid.user.type(searchbox(), 'inserted:today,yesterday{Enter}');
    expect(
      await screen.findByText(/^Inserted: “today,yesterday” is not a date\./, {}, generous),
    ).toBeTruthy();
    expect(searchbox().value).toBe('inserted:today,yesterday');
    expect(grid.bodies).toHaveLength(sent);
  });

  it('reads the date its own hint gives as the example, typed as shown', async () => {
    const grid = await renderGrid().ready();
    await grid.user.type(searchbox(), 'inserted:soonish{Enter}');
    const hint = await screen.findByText(/is not a date\. Type a preset/, {}, generous);
    const example = /a date such as (.+?), -7d/.exec(hint.textContent ?? '')?.[1];
    expect(example).toBe('"25/11/2026, 14:30"');
    await grid.user.clear(searchbox());
    await grid.user.type(searchbox(), `inserted:${example}{Enter}`);
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          insertFrom: '2026-11-25T14:30:00.000Z',
        }),
      generous,
    );
  });

  it('suggests field names as one types; ArrowDown and Enter complete one', async () => {
    const grid = await renderGrid().ready();
    await grid.user.type(searchbox(), 'cou');
    const list = screen.getByRole('listbox', { name: 'Filter fields' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['courier:']);
    await expectNoAxeViolations('field names suggested');
    await grid.user.keyboard('{ArrowDown}');
    expect(searchbox().getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option').id,
    );
    await grid.user.keyboard('{Enter}');
    expect(searchbox().value).toBe('courier:');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches a phrase in double quotes without them, and keeps what the person typed', async () => {
    const customer = rows.find((row) =>
      / /.test(row.customerBusinessPartnerName),
    )!.customerBusinessPartnerName;
    const expected = queryDeliveries(rows, { pageNumber: 1, pageSize: 25, quickSearch: customer });
    expect(expected.length).toBeGreaterThan(0);
    const grid = await renderGrid({ search: { debounceMs: 50 } }).ready();
    await grid.user.type(searchbox(), `"${customer}"`);
    // Sent after the debounce, as any text without field words: the quotes are the language's.
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe(customer), generous);
    await waitFor(() => expect(shownCodes()).toEqual(expected.map((row) => row.code)), generous);
    expect(searchbox().value).toBe(`"${customer}"`);
    // A colon in quotes is text, not a field word: searched too, not held for Enter.
    await grid.user.clear(searchbox());
    await grid.user.type(searchbox(), '"note: 10:30"');
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('note: 10:30'), generous);
    expect(searchbox().value).toBe('"note: 10:30"');
    // Beside a field word, after another word too: the phrase is searched, the field applied.
    await searchDelivered(grid, '"gate note: 10:30"', 'gate note: 10:30');
    expect(searchbox().value).toBe('"gate note: 10:30"');
    expect(document.querySelector('.dt-search-problems')?.textContent ?? '').toBe('');
    expect(searchbox().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('searches a quote typed as `\\"`, beside field words and in a phrase', async () => {
    const grid = await renderGrid({ search: { debounceMs: 50 } }).ready();
    await grid.user.type(searchbox(), '12\\" pipe');
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('12" pipe'), generous);
    await searchDelivered(grid, '"gate \\"B\\": 10:30"', 'gate "B": 10:30');
    // The rest typed back as the language reads it: its quotes searched, no field word in it.
    expect(searchbox().value).toBe('gate \\"B\\": 10:30');
    // An open quote is still one: `\"` does not close it.
    await grid.user.clear(searchbox());
    await grid.user.type(searchbox(), 'status:delivered "gate \\"{Enter}');
    expect(await screen.findByText('A quote (") is not closed.', {}, generous)).toBeTruthy();
    expect(searchbox().getAttribute('aria-invalid')).toBe('true');
  });

  it('is off with `search.language: false`: the words are searched as text', async () => {
    const grid = await renderGrid({ search: { language: false, debounceMs: 50 } }).ready();
    await grid.user.type(searchbox(), 'status:delivered');
    await waitFor(
      () => expect(grid.bodies.at(-1)).toMatchObject({ quickSearch: 'status:delivered' }),
      generous,
    );
    expect(grid.bodies.at(-1)?.filters).toBeUndefined();
    // Quotes are no syntax then: searched as typed.
    await grid.user.clear(searchbox());
    await grid.user.type(searchbox(), '"a b"');
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('"a b"'), generous);
  });
});
