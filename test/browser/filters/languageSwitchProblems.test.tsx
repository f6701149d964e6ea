import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { de } from '@src/locales/de';
import { gridRenderer } from '../harness';

// The host switches the language (a person picks German in the portal) while the filter panel
// shows what it refused: the problems are said again in the new words, the draft kept.
const g = { timeout: 10_000 };
const renderGrid = gridRenderer(
  {
    timeZone: 'Europe/Berlin',
    locale: 'en-GB',
    statusOptions: mockStatuses,
    filters: { defaultOpen: true },
    messages: { table: { tableLabel: 'Deliveries' } },
  },
  { serve: generateDeliveries(200, 11) },
);
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('the language switched while the filter panel shows what it refused', () => {
  it('words the summary and each field’s problem in German, keeping what was typed', async () => {
    const grid = await renderGrid().ready();
    const panel = await screen.findByRole('region', { name: 'Filters' }, g);
    await grid.user.type(within(panel).getByLabelText('Inserted from'), 'foo');
    await grid.user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await within(panel).findByText(/Fix 2 problems/, {}, g);

    grid.rerenderGrid({ localePack: de, locale: 'de-DE' });
    const german = await screen.findByRole('region', { name: 'Filter' }, g);
    const from = within(german).getByLabelText('Angelegt ab');
    await waitFor(() => expect(describedText(from)).toMatch(/^Angelegt ab: „foo“/), g);
    await waitFor(
      () => expect(within(german).getAllByText('Bedingung 1: Wert eingeben')).toHaveLength(2),
      g,
    );
    expect(german.textContent).not.toMatch(/is not a date|enter a value|Inserted from/);
    expect(from).toHaveValue('foo');
  });

  it('says nothing of a date problem "Reset filters" cleared before the switch', async () => {
    const grid = await renderGrid().ready();
    const panel = await screen.findByRole('region', { name: 'Filters' }, g);
    await grid.user.type(within(panel).getByLabelText('Inserted from'), 'foo');
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await within(panel).findByText(/Fix 1 problem/, {}, g);
    await grid.user.click(within(panel).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(within(panel).getByLabelText('Inserted from')).toHaveValue(''), g);

    grid.rerenderGrid({ localePack: de, locale: 'de-DE' });
    const german = await screen.findByRole('region', { name: 'Filter' }, g);
    await grid.user.type(within(german).getByLabelText('Merkmale'), 'kalt{Enter}');
    await grid.user.click(within(german).getByRole('button', { name: 'Filter anwenden' }));
    // Applied, nothing refused: the tag typed now is asked for.
    await waitFor(() => expect(grid.bodies.at(-1)?.filters?.tags).toEqual(['kalt']), g);
    expect(german.textContent).not.toMatch(/foo/);
  });
});
