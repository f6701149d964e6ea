import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { clickForNotice, renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };

describe("a headless host's draft typed with something that is not text", () => {
  it('is named in a notice, as search(null) is, and nothing throws', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      // A host passing on a link's `?q=`: `URLSearchParams.get` gives null when it is missing.
      <button onClick={() => grid.search.draft.type(new URLSearchParams('').get('q') as string)}>
        Type from link
      </button>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    const errors = await clickForNotice(
      'Type from link',
      "Some of the grid's settings could not be used: The quick search “null” is not text, so it was left out.",
    );
    expect(errors).toEqual([]);
    expect(within(list).getByText(dataset[0]!.code)).toBeTruthy();
    expect(bodies.every((body) => typeof body.quickSearch === 'string')).toBe(true);
  });
});
