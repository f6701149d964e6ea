import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent as realKeyboard } from 'vitest/browser';
import type { FilterOptionLoader } from '@src/filters/logic/types';
import { generateDeliveries, mockStatuses } from '@src/mocks';
import { renderGrid, saveScreenshot } from '../harness';
import { staticOptions, timeZone } from './filterHost';

const dataset = generateDeliveries(80, 5);
const customers = staticOptions.customers as readonly { value: number; label: string }[];
// Customers load on demand, as from a host's endpoint: the answer comes while keys still arrive.
const customerLoader: FilterOptionLoader = {
  load: (search) =>
    Promise.resolve(
      customers.filter((option) => option.label.toLowerCase().includes(search.toLowerCase())),
    ),
};

/**
 * Real key presses into Chromium (not synthetic events), `pace` ms apart: the speed of a fast
 * typist or a barcode scanner. The pause between keys is the subject here, not a wait.
 */
async function typeAtPace(text: string, pace: number) {
  if (pace === 0) await realKeyboard.keyboard(text);
  else {
    for (const key of text.match(/\{\w+\}|./gu) ?? []) {
      await realKeyboard.keyboard(key);
      await new Promise((resolve) => setTimeout(resolve, pace));
    }
  }
}

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });

describe('what a person types is kept, at any speed', () => {
  for (const pace of [0, 1, 5]) {
    it(`${pace} ms per key: every text input of the grid and the panel keeps each key`, async () => {
      const grid = renderGrid(
        {
          statusOptions: mockStatuses,
          filters: { options: { ...staticOptions, customers: customerLoader } },
          timeZone,
          locale: 'en-GB',
        },
        { serve: dataset },
      );
      await grid.ready();
      const { user, bodies } = grid;
      const typeInto = async (input: HTMLElement, text: string, kept = text) => {
        // A real click, so keys go where Chromium's focus is.
        await realKeyboard.click(input);
        await typeAtPace(text, pace);
        expect((input as HTMLInputElement).value).toBe(kept);
      };

      await typeInto(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'SCHENKER 4591');
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const combobox = (name: string) => screen.getByRole('combobox', { name });

      // The date in the person's format (en-GB), every key kept as typed.
      await typeInto(await screen.findByLabelText('Inserted from'), '01/11/2026 08:30');
      await typeInto(combobox('Status'), 'Delayed');
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      await typeInto(screen.getByRole('textbox', { name: 'Delivery IDs' }), '4591 4592 104');
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      expect(
        (screen.getByRole('textbox', { name: 'Delivery IDs' }) as HTMLInputElement).value,
      ).toBe('');
      await typeInto(combobox('Couriers'), 'SCHENKER');
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      await typeInto(combobox('Customers'), 'Globex');
      await screen.findByRole('option', { name: 'Globex Corporation' });
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      await typeInto(combobox('Units'), 'Cross-dock');
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      await typeInto(combobox('Warehouses'), 'Köln Süd');
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      // A comma makes a chip; what follows stays in the input.
      await typeInto(screen.getByRole('textbox', { name: 'Tags' }), 'express,fragile', 'fragile');
      await typeAtPace('{Enter}{Tab}', pace); // the list stays open for more picks: leave it
      await user.click(screen.getByRole('button', { name: 'Add condition' }));
      const row = screen.getByRole('group', { name: 'Condition 1' });
      await typeInto(within(row).getByLabelText('Value'), 'Acme-4591 SCHENKER');

      // Every key made the chips a person meant, and nothing else.
      for (const chip of ['Delayed', '4591', '4592', '104', 'SCHENKER', 'Globex Corporation']) {
        expect(removeButton(chip)).toBeTruthy();
      }
      for (const chip of ['Cross-dock', 'Köln Süd', 'express', 'fragile']) {
        expect(removeButton(chip)).toBeTruthy();
      }
      await saveScreenshot(`typed-at-${pace}ms`, screen.getByRole('region', { name: 'Filters' }));
      await user.click(screen.getByRole('button', { name: 'Apply filters' }));
      await expect
        .poll(() => bodies.at(-1)?.filters)
        .toEqual({
          insertFrom: '2026-11-01T07:30:00.000Z',
          status: [5],
          deliveryIds: [104, 4591, 4592], // the request lists ids in order
          courierIds: [18],
          customerIds: [1011],
          unitIds: [4],
          warehouseIds: [104],
          tags: ['express', 'fragile'],
          advancedFilters: [
            {
              selectedFiled: 'code',
              condition: 0,
              operator: 'contains',
              data: 'Acme-4591 SCHENKER',
              rowType: 'string',
            },
          ],
        });
      expect(bodies.at(-1)?.quickSearch).toBe('SCHENKER 4591');
      // Some 130 real keys, one round trip to Chromium each.
    }, 30_000);
  }
});
