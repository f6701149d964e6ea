import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

/** Codes that show nothing: empty, spaces, a zero-width space, a word joiner and a lone accent, fillers. */
function datasetWithUnseenCodes() {
  const dataset = generateDeliveries(30, 11).map((delivery) => ({ ...delivery }));
  for (const [at, code] of [
    [0, ''],
    [1, '   '],
    [2, '\u200B'],
    [4, '\u2060\u0301'],
    // A Hangul filler and the empty braille cell: a letter and a symbol, drawn blank.
    [5, '\u3164'],
    [6, '\u2800'],
  ] as const)
    dataset[at] = { ...dataset[at]!, code };
  return dataset;
}

const renderGrid = gridRenderer({
  statusOptions: mockStatuses,
  initialState: { pageSize: 10 },
  timeZone: 'UTC',
  locale: 'en-GB',
  selection: {},
  rows: { actions: [{ label: 'Hand to courier', run: () => undefined }] },
  detail: { render: (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
});

describe('rows whose code shows nothing', () => {
  it('are named by their place on the page in every control, and the details say which', async () => {
    const dataset = datasetWithUnseenCodes();
    const { user } = renderGrid({}, { serve: dataset });
    const table = await screen.findByRole('table', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('checkbox')).toHaveLength(11), {
      timeout: 10_000,
    });
    const names = within(table)
      .getAllByRole('checkbox')
      .slice(1)
      .map((box) => box.getAttribute('aria-label'));
    expect(names.slice(0, 8)).toEqual([
      'Select row 1 (no code)',
      'Select row 2 (no code)',
      'Select row 3 (no code)',
      `Select ${dataset[3]!.code}`,
      'Select row 5 (no code)',
      'Select row 6 (no code)',
      'Select row 7 (no code)',
      `Select ${dataset[7]!.code}`,
    ]);
    expect(within(table).getByRole('button', { name: 'Actions for row 2 (no code)' })).toBeTruthy();
    await expectNoAxeViolations('rows whose codes show nothing');

    // The details' toggles come with their own code, perhaps after the ticks'.
    await user.click(
      await within(table).findByRole(
        'button',
        { name: /^Show details for row 3/ },
        { timeout: 10_000 },
      ),
    );
    const panel = await screen.findByRole('complementary', { name: 'Delivery row 3 (no code)' });
    expect(within(panel).getByText(dataset[2]!.customerBusinessPartnerName)).toBeTruthy();
    await expectNoAxeViolations('the details of a row whose code shows nothing');
  });
});
