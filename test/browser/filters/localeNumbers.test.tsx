import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import type { DeliveriesLocalePack } from '@src/index';
import { de } from '@src/locales/de';
import { ar } from '@src/locales/ar';
import { gridRenderer } from '../harness';

// A number condition typed as the grid's locale writes numbers: read, sent as the server reads
// numbers, and shown back as typed.
const g = { timeout: 10_000 };
const renderGrid = gridRenderer(
  {
    timeZone: 'Europe/Berlin',
    statusOptions: mockStatuses,
    filters: { defaultOpen: true },
    messages: { table: { tableLabel: 'Deliveries' } },
  },
  { serve: generateDeliveries(200, 11) },
);

/** Adds a "DU qty" condition with `typed` as its value and applies it, in the pack's words. */
async function applyCondition(localePack: DeliveriesLocalePack, typed: string, locale?: string) {
  const grid = await renderGrid({ localePack, ...(locale && { locale }) }).ready();
  const words = localePack.messages.filters;
  const panel = await screen.findByRole('region', { name: words.region }, g);
  await grid.user.click(within(panel).getByRole('button', { name: words.addCondition }));
  await grid.user.selectOptions(
    within(panel).getByRole('combobox', { name: words.field }),
    'duQty',
  );
  const value = within(panel).getByRole('textbox', { name: words.value });
  await grid.user.type(value, typed);
  await grid.user.click(within(panel).getByRole('button', { name: words.apply }));
  return { grid, panel, value };
}

describe('a number condition typed as the locale writes numbers', () => {
  it('de: "2,5", the example the message itself gives, is sent as 2.5 and still shows 2,5', async () => {
    const { grid, value } = await applyCondition(de, '2,5');
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters?.advancedFilters).toMatchObject([
          { selectedFiled: 'duQty', rowType: 'number', data: '2.5' },
        ]),
      g,
    );
    expect(value).toHaveValue('2,5');
    expect(value).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('de: "1.000" (a thousand, or one?) is refused with the message, nothing sent', async () => {
    const { grid, panel } = await applyCondition(de, '1.000');
    // In the summary and under the field.
    await waitFor(
      () =>
        expect(
          within(panel).getAllByText('Bedingung 1: Zahl eingeben, etwa 12 oder 2,5'),
        ).toHaveLength(2),
      g,
    );
    expect(grid.bodies.some((body) => body.filters?.advancedFilters)).toBe(false);
  });

  it('ar-SA: Arabic-Indic digits "١٢", as the cells show numbers, are sent as 12', async () => {
    const { grid, value } = await applyCondition(ar, '١٢', 'ar-SA');
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters?.advancedFilters).toMatchObject([
          { selectedFiled: 'duQty', rowType: 'number', data: '12' },
        ]),
      g,
    );
    expect(value).toHaveValue('١٢');
  });

  it('ar-SA: Persian digits "۱۲٫۵", as a Persian keyboard types them, are sent as 12.5', async () => {
    const { grid, value } = await applyCondition(ar, '۱۲٫۵', 'ar-SA');
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters?.advancedFilters).toMatchObject([
          { selectedFiled: 'duQty', rowType: 'number', data: '12.5' },
        ]),
      g,
    );
    expect(value).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('de: "2,5" typed in a text row is kept when the row turns to the number field DU qty', async () => {
    const grid = await renderGrid({ localePack: de }).ready();
    const words = de.messages.filters;
    const panel = await screen.findByRole('region', { name: words.region }, g);
    await grid.user.click(within(panel).getByRole('button', { name: words.addCondition }));
    const value = within(panel).getByRole('textbox', { name: words.value });
    await grid.user.type(value, '2,5');
    await grid.user.selectOptions(
      within(panel).getByRole('combobox', { name: words.field }),
      'duQty',
    );
    expect(within(panel).getByRole('textbox', { name: words.value })).toHaveValue('2,5');
  });

  it('de → en-GB: the numbers in the draft are written again as English writes them', async () => {
    const { grid } = await applyCondition(de, '2,5');
    await waitFor(() => expect(grid.bodies.at(-1)?.filters?.advancedFilters).toHaveLength(1), g);
    // A second condition, not applied: the conditions are the person's draft now.
    const words = de.messages.filters;
    // Applied, the panel closes: opened again.
    await grid.user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('region', { name: words.region }, g);
    await grid.user.click(within(panel).getByRole('button', { name: words.addCondition }));
    await grid.user.selectOptions(
      within(panel).getAllByRole('combobox', { name: words.field })[1]!,
      'palletQty',
    );
    await grid.user.type(within(panel).getAllByRole('textbox', { name: words.value })[1]!, '0,5');

    grid.rerenderGrid({ locale: 'en-GB' });
    const english = await screen.findByRole('region', { name: 'Filters' }, g);
    const values = () =>
      within(english)
        .getAllByRole('textbox', { name: 'Value' })
        .map((input) => (input as HTMLInputElement).value);
    await waitFor(() => expect(values()).toEqual(['2.5', '0.5']), g);
    await grid.user.click(within(english).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters?.advancedFilters).toMatchObject([
          { selectedFiled: 'duQty', data: '2.5' },
          { selectedFiled: 'palletQty', data: '0.5' },
        ]),
      g,
    );
  });
});
