import '@src/theme/styles.css';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { ar } from '@src/locales/ar';
import { de } from '@src/locales/de';
import { gridRenderer } from '../harness';
import { focused } from '../focus/focusProbe';

const renderGrid = gridRenderer({ timeZone: 'UTC' }, { serve: generateDeliveries(60, 5) });

describe('the language switched while a header menu is open by keyboard', () => {
  it('keeps focus on the same item, now in Arabic, not on the page', async () => {
    const grid = await renderGrid({ locale: 'en-GB' }).ready();
    screen.getByRole('button', { name: 'Column options for Customer' }).focus();
    await grid.user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Hide column' });
    expect(focused()).toEqual({ role: 'menuitem', name: 'Sort ascending' });

    // The portal switches the person's language (a locale pack) while the menu is open.
    grid.rerenderGrid({ localePack: ar });
    await screen.findByRole('table', { name: 'الشحنات' });
    // The menu is still open, in Arabic…
    await screen.findByRole('menuitem', { name: 'ترتيب تصاعدي' });
    // …and focus is on its first item still, where ArrowDown and Escape work.
    expect(focused()).toEqual({ role: 'menuitem', name: 'ترتيب تصاعدي' });
  });
});

describe('the language switched while an empty result’s button has focus', () => {
  it('keeps focus on "Clear filters", now in German', async () => {
    const grid = renderGrid({
      locale: 'en-GB',
      initialState: { filters: { tags: ['no-such-tag'] } },
    });
    const clear = await screen.findByRole('button', { name: 'Clear filters' }, { timeout: 10_000 });
    clear.focus();
    grid.rerenderGrid({ localePack: de });
    await screen.findByRole('button', { name: 'Filter zurücksetzen' });
    expect(focused()).toEqual({ role: 'button', name: 'Filter zurücksetzen' });
  });
});
