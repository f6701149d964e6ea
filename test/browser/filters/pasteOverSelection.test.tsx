import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryFilters } from '@src/api/types';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  renderFilterHost,
  serveDeliveries,
} from './filterHost';

// A review find: a paste was added after the field's text, over a selection too, so a tag
// corrected by pasting became two tags, and a wrong id stayed with the right ones.
describe('a paste over selected text in a list field', () => {
  for (const [label, typed, pasted, filters] of [
    ['Delivery IDs', 'abc', '101 102', { deliveryIds: [101, 102] }],
    ['Tags', 'fragil', 'fragile', { tags: ['fragile'] }],
  ] as [string, string, string, DeliveryFilters][]) {
    it(`replaces the selection in "${label}"`, async () => {
      const bodies = serveDeliveries();
      const { user } = await renderFilterHost();
      const input = screen.getByLabelText(label) as HTMLInputElement;
      await user.type(input, typed);
      input.select();
      await user.paste(pasted);
      expect(input.value).toBe('');
      await user.click(applyButton());
      await expectLoaded(1);
      expect(bodies).toEqual([bodyWith(filters)]);
    });
  }

  it('goes in at the caret, apart from the words either side', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const input = screen.getByLabelText('Tags') as HTMLInputElement;
    await user.type(input, 'cold');
    await user.paste('fragile');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ tags: ['cold', 'fragile'] })]);
  });

  it('splits a spreadsheet row (cells apart by tabs) into one tag per cell', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('fragile\tcold chain');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ tags: ['cold chain', 'fragile'] })]);
  });
});
