import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset } from '../table/deliveriesServer';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const renderGrid = gridRenderer(
  {
    timeZone: 'Europe/Berlin',
    locale: 'en-GB',
    statusOptions,
    // Read from a link: a preset, a date, a status, a tag and a condition.
    initialState: parseDeliveriesState(
      'v2_in.last7Days_rf.2026-10-01_st.4_tg.fragile_a.0.duQty.number.greaterThan.10',
    ).state,
  },
  { serve: dataset },
);

const panel = () => screen.getByRole('region', { name: 'Filters' });
const focusedField = async (name: string) =>
  waitFor(() => expect(document.activeElement).toBe(within(panel()).getByLabelText(name)), {
    timeout: 10_000,
  });

describe('chips that edit: an applied chip opens its field in the panel', () => {
  // First: the form's code is fetched as the sheet opens, which puts focus on its own first.
  it('as cards, opens the filter sheet with focus in the field, not on "Close filters"', async () => {
    const grid = renderGrid({ cards: { below: Infinity } });
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await grid.user.click(
      within(chips).getByRole('button', { name: 'Edit filter: Status: Delivered' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(
      () => expect(document.activeElement).toBe(within(sheet).getByLabelText('Status')),
      {
        timeout: 10_000,
      },
    );
  });

  it('a click on "Status: Delivered" opens the panel with focus in Status', async () => {
    const grid = renderGrid();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await grid.user.click(
      within(chips).getByRole('button', { name: 'Edit filter: Status: Delivered' }),
    );
    await focusedField('Status');
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await expectNoAxeViolations('the panel opened from a chip');
  });

  it("from a chip's remove button, ArrowLeft and Enter focus its own field: preset, date, tag, condition", async () => {
    const grid = renderGrid();
    await screen.findByRole('list', { name: 'Active filters' });
    const cases: [string, () => HTMLElement][] = [
      [
        'Edit filter: Inserted: Last 7 days',
        () => within(panel()).getByRole('combobox', { name: 'Inserted' }),
      ],
      [
        'Edit filter: Requested from: 1 Oct 2026, 00:00',
        () => within(panel()).getByLabelText('Requested from'),
      ],
      ['Edit filter: Tag: fragile', () => within(panel()).getByRole('textbox', { name: 'Tags' })],
      [
        'Edit filter: DU qty > 10',
        () =>
          within(within(panel()).getByRole('group', { name: 'Condition 1' })).getByLabelText(
            'Value',
          ),
      ],
    ];
    for (const [chip, field] of cases) {
      // The chip's tab stop is its remove button; its text is one ArrowLeft away.
      screen.getByRole('button', { name: chip.replace('Edit filter', 'Remove filter') }).focus();
      await grid.user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: chip }));
      await grid.user.keyboard('{Enter}');
      await waitFor(() => expect(document.activeElement).toBe(field()), { timeout: 10_000 });
      // Escape closes the panel and puts focus on "Filters"; the next chip opens it again.
      await grid.user.keyboard('{Escape}');
    }
  });

  it('keeps one tab stop a chip: its text is reached with the arrow keys, not Tab', async () => {
    const grid = renderGrid();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    const edit = within(chips).getByRole('button', { name: 'Edit filter: Status: Delivered' });
    expect(edit.tabIndex).toBe(-1);
    edit.focus();
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      within(chips).getByRole('button', { name: 'Remove filter: Status: Delivered' }),
    );
    await grid.user.keyboard('{Tab}');
    expect(document.activeElement).toBe(
      within(chips).getByRole('button', { name: 'Remove filter: Tag: fragile' }),
    );
  });
});
