import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest, Delivery } from '@src/api/types';
import { generateDeliveries, mockStatuses, queryDeliveries } from '@src/mocks/index';
import { withCardsThreshold } from './cardsWidth';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { catchDownloads, holdPage, readCsv } from '../export/exportHarness';

const dataset = generateDeliveries(40, 13);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const codes = queryDeliveries(dataset, firstPage).map((delivery) => delivery.code);
const noteField = (delivery: Delivery) => (
  <label>
    Note for {delivery.code}
    <textarea />
  </label>
);
const renderGrid = gridRenderer(
  {
    initialState: { pageSize: 10 },
    timeZone: 'UTC',
    selection: {},
    rows: { actions: [{ label: 'Hand to courier', run: async () => {} }] },
    // A host's details with a field of its own: a note an operator types.
    detail: { render: noteField },
  },
  {
    serve: dataset,
    latencyMs: 5,
    // The grid in a column of the host's page, as wide as the test makes it.
    wrap: (grid) => (
      <div data-testid="host" style={{ inlineSize: 1000 }}>
        {grid}
      </div>
    ),
  },
);
const hostWidth = (width: number) =>
  screen.getByTestId('host').style.setProperty('inline-size', `${width}px`);
const cards = () => screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });

withCardsThreshold(1280, 900);
afterEach(() => vi.restoreAllMocks());

describe('open details as the grid crosses the card width', () => {
  it('keep what was typed in them and the field in use, as a dialog and back beside the rows', async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Show details for ${codes[2]}` },
        { timeout: 10_000 },
      ),
    );
    const beside = await screen.findByRole('complementary', { name: `Delivery ${codes[2]}` });
    const note = await within(beside).findByRole('textbox', { name: `Note for ${codes[2]}` });
    await user.type(note, 'Dock 3');

    hostWidth(400);
    await cards();
    const over = await screen.findByRole('dialog', { name: `Delivery ${codes[2]}` });
    const kept = within(over).getByRole<HTMLTextAreaElement>('textbox', {
      name: `Note for ${codes[2]}`,
    });
    expect(kept.value).toBe('Dock 3');
    expect(document.activeElement).toBe(kept);
    await user.keyboard(', gate B');
    expect(kept.value).toBe('Dock 3, gate B');
    await expectNoAxeViolations('details kept over the cards');

    hostWidth(1000);
    await screen.findByRole('table', { name: 'Deliveries' }, { timeout: 10_000 });
    const back = await screen.findByRole('complementary', { name: `Delivery ${codes[2]}` });
    expect(within(back).getByRole<HTMLTextAreaElement>('textbox').value).toBe('Dock 3, gate B');
    await waitFor(() => expect(document.activeElement).toBe(kept));
  });
});

describe('focus in a part the width crossing takes away', () => {
  const focusedName = () => focused().name;

  it("goes to the same control of the delivery's card, and back to its row", async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    await user.click(
      await screen.findByRole('checkbox', { name: `Select ${codes[3]}` }, { timeout: 10_000 }),
    );
    hostWidth(400);
    const list = await cards();
    const card = await within(list).findByRole('listitem', { name: `Delivery ${codes[3]}` });
    await waitFor(() => expect(focusedName()).toBe(`Select ${codes[3]}`));
    expect(card.contains(document.activeElement)).toBe(true);
    // The keys go on from there: the same control of the next card.
    await user.keyboard('{ArrowDown} ');
    expect(focusedName()).toBe(`Select ${codes[4]}`);
    expect(
      within(list).getByRole<HTMLInputElement>('checkbox', { name: `Select ${codes[4]}` }).checked,
    ).toBe(true);

    hostWidth(1000);
    const table = await screen.findByRole('table', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(focusedName()).toBe(`Select ${codes[4]}`));
    expect(table.contains(document.activeElement)).toBe(true);
  });

  it('stays on the page where a person took it before the grid crossed the width', async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    await user.click(
      await screen.findByRole('checkbox', { name: `Select ${codes[3]}` }, { timeout: 10_000 }),
    );
    // A click beside the grid: focus is the page's, the checkbox still there.
    await user.click(document.body);
    expect(document.activeElement).toBe(document.body);
    hostWidth(400);
    await within(await cards()).findByRole('listitem', { name: `Delivery ${codes[3]}` });
    expect(document.activeElement).toBe(document.body);
  });

  it("goes from an open row menu to the card's menu button, from a header's menu to the cards' bar", async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    await user.click(
      await screen.findByRole('button', { name: `Actions for ${codes[1]}` }, { timeout: 10_000 }),
    );
    await screen.findByRole('menuitem', { name: 'Hand to courier' });
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    hostWidth(400);
    const list = await cards();
    await waitFor(() => expect(focusedName()).toBe(`Actions for ${codes[1]}`));
    expect(list.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations('focus kept on a card');

    hostWidth(1000);
    await screen.findByRole('table', { name: 'Deliveries' }, { timeout: 10_000 });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Column options for Customer' },
        { timeout: 10_000 },
      ),
    );
    await screen.findByRole('menuitem', { name: 'Sort ascending' });
    hostWidth(400);
    await cards();
    // The header row's first control, as the cards' bar has it.
    await waitFor(() => expect(focusedName()).toBe('Select all on this page'));
  });

  it('goes from an open "Only this" menu in a cell to the delivery\'s card', async () => {
    const view = await renderGrid({ statusOptions: mockStatuses }).ready();
    const { user } = view;
    const row = await screen.findByRole(
      'row',
      { name: new RegExp(codes[2]!) },
      { timeout: 10_000 },
    );
    const delivery = queryDeliveries(dataset, firstPage)[2]!;
    const label = mockStatuses.find((status) => status.value === delivery.status)!.label;
    await user.hover(within(row).getByText(label));
    await user.click(
      await within(row).findByRole(
        'button',
        { name: `Filter options for ${label}` },
        { timeout: 10_000 },
      ),
    );
    await screen.findByRole('menuitem', { name: `Only ${label}` });
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    hostWidth(400);
    const card = await within(await cards()).findByRole('listitem', {
      name: `Delivery ${codes[2]}`,
    });
    // The delivery's card (or its own filter button), not the cards' bar.
    await waitFor(() => expect(card.contains(document.activeElement)).toBe(true));
    await expectNoAxeViolations('focus kept on the card of a cell menu');
  });

  it('goes from the filter sheet\'s "Close filters" to the panel beside the rows', async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    hostWidth(400);
    await cards();
    await user.click(await screen.findByRole('button', { name: 'Filters' }, { timeout: 10_000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    // The sheet's form is there: the panel it becomes has controls to take focus.
    await within(sheet).findByRole('button', { name: 'Apply filters' }, { timeout: 10_000 });
    within(sheet).getByRole('button', { name: 'Close filters' }).focus();
    hostWidth(1000);
    await screen.findByRole('table', { name: 'Deliveries' }, { timeout: 10_000 });
    // The panel, beside the rows now: its first control.
    await waitFor(() =>
      expect(document.activeElement?.closest('.dt-filter-panel-slot')).not.toBeNull(),
    );
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    await expectNoAxeViolations('focus kept in the filter panel');
  });

  it('stays in the search box being typed in, and the search sent is the whole word', async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    const word = queryDeliveries(dataset, firstPage)[0]!.customerBusinessPartnerName.slice(0, 6);
    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), word.slice(0, 3));
    hostWidth(400);
    await cards();
    await waitFor(() => expect(focusedName()).toBe('Search deliveries'));
    await user.keyboard(word.slice(3));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe(word);
    await waitFor(() => expect(view.bodies.at(-1)).toEqual({ ...firstPage, quickSearch: word }));
  });
});

describe('the toolbar across the width', () => {
  it('keeps a running export: it goes on under "More", opened, and writes the whole file', async () => {
    const files = catchDownloads();
    const view = await renderGrid().ready();
    const { user } = view;
    const held = holdPage(1, 500);
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Export all matching (CSV)' }));
      await held.held;
      const cancel = await screen.findByRole('button', { name: 'Cancel export' });
      await waitFor(() => expect(document.activeElement).toBe(cancel));
      hostWidth(400);
      await cards();
      // Folded under "More", which opened: the export is in view, focus still on its Cancel.
      expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      const more = screen.getByRole('group', { name: 'More' });
      expect(within(more).getByRole('progressbar', { name: 'Exporting deliveries' })).toBeTruthy();
      expect(document.activeElement).toBe(cancel);
      await expectNoAxeViolations('a running export folded under "More"');
    } finally {
      held.release();
    }
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(
      queryDeliveries(dataset, { ...firstPage, pageSize: 500 }).map((delivery) => delivery.code),
    );
    // Its pages as the export asks them, up to the empty page that confirms the end.
    expect(view.bodies.filter((body) => body.pageSize === 500)).toEqual([
      { ...firstPage, pageSize: 500 },
      { ...firstPage, pageNumber: 2, pageSize: 500 },
    ]);
  });

  it("keeps a view's name being typed, and its field in use, then saves it", async () => {
    const view = await renderGrid().ready();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.type(await screen.findByRole('textbox', { name: 'View name' }), 'Dock');
    hostWidth(400);
    await cards();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'View name' });
    expect(name.value).toBe('Dock');
    expect(document.activeElement).toBe(name);
    await user.keyboard(' shift');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByRole('button', { name: 'Apply view Dock shift' })).toBeTruthy();

    hostWidth(1000);
    await screen.findByRole('table', { name: 'Deliveries' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Apply view Dock shift' })).toBeTruthy();
  });
});

describe('inline details (`placement: "inline"`) across the width and on cards', () => {
  const inline = { detail: { placement: 'inline' as const, render: noteField } };
  const note = (code: string) =>
    screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Note for ${code}` });

  it('keep the note typed, and focus in it, when a refresh moves them to another card', async () => {
    const rows = generateDeliveries(12, 9).map((delivery) => ({ ...delivery }));
    const view = renderGrid(inline, { serve: rows });
    hostWidth(400);
    const code = rows[2]!.code;
    const card = await within(await cards()).findByRole('listitem', { name: `Delivery ${code}` });
    await view.user.click(
      await within(card).findByRole('button', { name: `Show details for ${code}` }),
    );
    await view.user.click(await screen.findByRole('textbox', { name: `Note for ${code}` }));
    await view.user.keyboard('Call before noon');
    // Another operator adds a delivery in front: the open one moves down a card.
    rows.unshift({ ...rows[0]!, id: 999_999, code: 'DLV-2026-777777' });
    await view.queryClient.invalidateQueries();
    await screen.findByRole('listitem', { name: 'Delivery DLV-2026-777777' });
    const moved = screen.getByRole('listitem', { name: `Delivery ${code}` });
    await waitFor(() => expect(moved.contains(note(code))).toBe(true));
    expect(note(code).value).toBe('Call before noon');
    expect(document.activeElement).toBe(note(code));
  });

  it('keep the note typed, and focus in it, as the table turns to cards', async () => {
    const rows = generateDeliveries(12, 9);
    const { user } = renderGrid(inline, { serve: rows });
    const code = rows[2]!.code;
    await user.click(await screen.findByRole('button', { name: `Show details for ${code}` }));
    await user.click(await screen.findByRole('textbox', { name: `Note for ${code}` }));
    await user.keyboard('Call before noon');
    hostWidth(400);
    const card = await within(await cards()).findByRole('listitem', { name: `Delivery ${code}` });
    await waitFor(() => expect(card.contains(note(code))).toBe(true));
    expect(note(code).value).toBe('Call before noon');
    expect(document.activeElement).toBe(note(code));
  });
});
