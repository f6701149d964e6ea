import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { withLibraryStylesheet } from './bigPageGrid';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
} from './selectionHarness';

withLibraryStylesheet();

/** The bar's element, shown or not: the role query finds it only while it shows. */
const barElement = () => document.querySelector<HTMLElement>('.dt-selection-bar');

describe('the "Selection" bar waits hidden for the first tick', () => {
  it('is in the page, unseen and unheard, then shown and hidden again in place', async () => {
    const { user } = renderSelectableGrid();
    const codes = await checkboxesShown();
    // Drawn before anything is selected, so a tick (or "Select all" on 10,000 rows) only fills
    // it in: nobody sees it, finds it by Tab or hears it.
    await waitFor(() => expect(barElement()).not.toBeNull());
    const waiting = barElement()!;
    expect(waiting.hidden).toBe(true);
    expect(getComputedStyle(waiting).display).toBe('none');
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    await expectNoAxeViolations('nothing selected, the bar waiting');

    await user.click(rowCheckbox(codes[1]!));
    expect(screen.getByRole('toolbar', { name: 'Selection' })).toBe(waiting);
    expect(getComputedStyle(waiting).display).toBe('flex');
    expect(within(waiting).getByText('1 selected')).toBeTruthy();

    // "Clear selection" hides the bar it sits in: focus goes to the header checkbox, not the page.
    await user.click(within(waiting).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    expect(barElement()).toBe(waiting);
    expect(waiting.hidden).toBe(true);
    // It lands after the next paint (`landFocus`): a busy machine paints later than the click ends.
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()), { timeout: 10_000 });
  });
});
