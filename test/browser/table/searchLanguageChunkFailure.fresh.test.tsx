import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

// The search box's language part cannot be fetched (a deploy replaced it, the network dropped).
vi.mock('@src/table/search/SearchLanguagePart', () => {
  throw new TypeError('Failed to fetch dynamically imported module: SearchLanguagePart.js');
});

const renderGrid = gridRenderer({}, { serve: generateDeliveries(60, 3) });
const generous = { timeout: 10_000 };

describe('a search box whose filter language cannot load', () => {
  it('says so under field words, keeps them in the box and never searches them as text', async () => {
    const grid = await renderGrid().ready();
    const sent = grid.bodies.length;
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });
    await grid.user.type(box, 'status:delivered');
    const alert = await screen.findByRole('alert', {}, generous);
    expect(alert.textContent).toBe('The filter language could not be loaded.');
    expect(box.value).toBe('status:delivered');
    // Plain text is searched after the debounce; the field words were never sent.
    await grid.user.clear(box);
    await grid.user.type(box, 'DLV');
    await waitFor(() => expect(grid.bodies.at(-1)).toMatchObject({ quickSearch: 'DLV' }), generous);
    expect(grid.bodies.slice(sent).map((body) => body.quickSearch)).toEqual(['DLV']);
    await expectNoAxeViolations('the language part failed');
  });
});
