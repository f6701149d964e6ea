import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { clickForNotice, renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };

describe("a headless host's search that is not text", () => {
  it('is named in a notice, as any other part of the state that is not text, and nothing throws', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      // A host passing on a link's `?q=`: `URLSearchParams.get` gives null when it is missing.
      <button onClick={() => grid.actions.search(new URLSearchParams('').get('q') as string)}>
        Search from link
      </button>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    const errors = await clickForNotice(
      'Search from link',
      "Some of the grid's settings could not be used: The quick search “null” is not text, so it was left out.",
    );
    expect(errors).toEqual([]);
    // The rows stay, and the server never heard of it.
    expect(within(list).getByText(dataset[0]!.code)).toBeTruthy();
    expect(bodies.every((body) => typeof body.quickSearch === 'string')).toBe(true);
  });

  it('names a search holding half of a character as no text, and sends none of it', async () => {
    // Half of an emoji, as text cut by a count of UTF-16 units leaves it.
    const cut = '📦 DHL'.slice(1);
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <button onClick={() => grid.actions.search(cut)}>Search the cut text</button>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    const errors = await clickForNotice(
      'Search the cut text',
      `Some of the grid's settings could not be used: The quick search “${cut}” is not text, so it was left out.`,
    );
    expect(errors).toEqual([]);
    expect(within(list).getByText(dataset[0]!.code)).toBeTruthy();
    expect(bodies.every((body) => !/\p{Cs}/u.test(body.quickSearch ?? ''))).toBe(true);
  });
});
