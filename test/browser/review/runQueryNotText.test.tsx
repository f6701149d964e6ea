import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { clickForNotice, renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };

describe('runQuery of something that is not text', () => {
  it.each([
    ['with the filter language on', {}],
    ['with the filter language off', { search: { language: false as const } }],
  ])(
    'is named in a notice, as search(null) is, and nothing is left unhandled (%s)',
    async (_, options) => {
      const bodies = renderHeadlessHost(
        dataset,
        (grid) => (
          // A host passing on a link's `?q=`: `URLSearchParams.get` gives null when it is missing.
          <button
            onClick={() => void grid.actions.runQuery(new URLSearchParams('').get('q') as string)}
          >
            Run from link
          </button>
        ),
        options,
      );
      const list = screen.getByRole('list', { name: 'Deliveries' });
      await within(list).findByText(dataset[0]!.code, {}, generous);
      const errors = await clickForNotice(
        'Run from link',
        "Some of the grid's settings could not be used: The quick search “null” is not text, so it was left out.",
      );
      expect(errors).toEqual([]);
      expect(within(list).getByText(dataset[0]!.code)).toBeTruthy();
      expect(bodies.every((body) => typeof body.quickSearch === 'string')).toBe(true);
    },
  );
});
