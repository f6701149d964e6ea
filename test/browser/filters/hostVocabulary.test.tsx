import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveFilterChips } from '@src/index';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// A host's filter vocabulary fetched from its own API, with holes: a `null` in each list, a
// status whose code came as text or as null, one whose label came as a number. Each hole
// crashed a part (the chips took the whole grid down, the panel said "Could not load the
// filters", the status cells blanked the grid), or left words in the search box unread.
const renderGrid = gridRenderer({ timeZone: 'UTC' }, { serve: dataset });
const generous = { timeout: 10_000 };
const season = {
  id: 'season',
  label: 'Season',
  range: () => ({ from: '2026-01-01', to: '2026-10-31' }),
};
const code = { value: 'code', label: 'Code', rowType: 'string' };
const contains = { value: 'contains', label: 'contains' };
const joins = [
  null,
  { value: 0, label: 'AND', kind: 'and' },
  { value: 1, label: 'OR', kind: 'or' },
];
const codeContainsDlv = {
  selectedFiled: 'code',
  condition: 0,
  operator: 'contains',
  data: 'DLV',
  rowType: 'string',
};
const inSeason = { insertFrom: '2026-01-01T00:00:00.000Z', insertTo: '2026-10-31T23:59:59.999Z' };
const panel = () => screen.getByRole('region', { name: 'Filters' });
const texts = (select: HTMLElement) =>
  within(select)
    .queryAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => vi.restoreAllMocks());

describe("a host's filter vocabulary with holes", () => {
  it('the grid draws, offers, reads and sends the rest, and the notice names the holes', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = await renderGrid({
      statusOptions: [
        { value: 4, label: 4 },
        { value: '6', label: 'Cancelled' },
        { value: null, label: 'Nope' },
      ] as never,
      // As a link or a saved view would bring it.
      initialState: { filters: { insertFrom: 'season', insertTo: 'season' } },
      filters: {
        defaultOpen: true,
        datePresets: [null, season] as never,
        advanced: {
          fields: [null, code],
          operators: { string: [null, contains] },
          joins,
        } as never,
      },
    }).ready();
    expect(grid.bodies[0]!.filters).toStrictEqual(inSeason);
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Inserted: Season' }, generous),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    /** The status cells' texts: the Status column's, row by row. */
    const statusTexts = () => {
      const [header, ...rows] = within(table).getAllByRole('row');
      const column = within(header!)
        .getAllByRole('columnheader')
        .findIndex((cell) => cell.textContent?.startsWith('Status'));
      return rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    };
    // Status 4's label came as a number: its code is shown (the width read threw on it).
    expect(statusTexts()).toContain('4');
    await screen.findByRole('region', { name: 'Filters' }, generous);
    await grid.user.click(within(panel()).getByRole('button', { name: 'Add condition' }));
    const row = within(panel()).getByRole('group', { name: 'Condition 1' });
    expect(texts(within(row).getByLabelText('Field'))).toEqual(['Code']);
    expect(texts(within(row).getByLabelText('Operator'))).toEqual(['contains']);
    expect(texts(within(row).getByLabelText('Join'))).toEqual(['AND', 'OR']);
    await grid.user.type(within(row).getByLabelText('Value'), 'DLV');
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          ...inSeason,
          advancedFilters: [codeContainsDlv],
        }),
      generous,
    );

    // The filter language reads the statuses and the presets as the panel does.
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('status:cancelled inserted:season{Enter}');
    await waitFor(() => expect(grid.bodies.at(-1)?.filters?.status).toStrictEqual([6]), generous);
    // Status 6's code came as text ('6'): its rows read its label.
    await waitFor(
      () => expect(new Set(statusTexts())).toStrictEqual(new Set(['Cancelled'])),
      generous,
    );
    expect(
      await screen.findByText(
        "Some of the grid's settings could not be used: " +
          'The option statusOptions lists “null”, which is no item of it, so it is left out. ' +
          'The option statusOptions gives “4” no label, so its value is shown in its place. ' +
          'The option filters.advanced.fields lists “null”, which is no item of it, so it is left out. ' +
          '2 more parts were left out too.',
        {},
        generous,
      ),
    ).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the chips on their own, a null in each list: each chip named', async () => {
    const consoleError = vi.spyOn(console, 'error');
    render(
      <ActiveFilterChips
        filters={{
          insertFrom: 'season',
          insertTo: 'season',
          advancedFilters: [codeContainsDlv],
        }}
        onChange={() => {}}
        datePresets={[null, season] as never}
        advancedFilterFields={[null, code] as never}
        advancedFilterOperators={{ string: [null, contains] } as never}
        advancedFilterJoins={joins as never}
        timeZone="UTC"
      />,
    );
    const chips = await screen.findAllByRole('button', { name: /^Remove filter/ }, generous);
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: Inserted: Season',
      'Remove filter: Code contains DLV',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('joins with no labels under AND before OR, a row type named like an inherited key: no crash', async () => {
    const consoleError = vi.spyOn(console, 'error');
    await renderGrid({
      filters: {
        defaultOpen: true,
        advancedPrecedence: 'andBeforeOr',
        advanced: {
          fields: [code, { value: 'odd', label: 'Odd', rowType: 'constructor' }],
          joins: [{ value: 0 }, { value: 1 }],
        } as never,
      },
    }).ready();
    const add = await within(
      await screen.findByRole('region', { name: 'Filters' }, generous),
    ).findByRole('button', { name: 'Add condition' }, generous);
    await userEvent.click(add);
    await userEvent.click(add);
    const second = within(panel()).getByRole('group', { name: 'Condition 2' });
    await userEvent.selectOptions(within(second).getByLabelText('Field'), 'Odd');
    // No operator of `Object.prototype.constructor`'s: none offered, Apply says so.
    expect(texts(within(second).getByLabelText('Operator'))).toEqual([]);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    const summary = await within(panel()).findByRole('alert', {}, generous);
    expect(summary.textContent).toContain('Condition 2: choose an operator');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
