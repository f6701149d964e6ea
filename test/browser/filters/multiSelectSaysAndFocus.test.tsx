import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../harness';
import { panel, renderFilterHost, serveDeliveries } from './filterHost';

/** The text is in a polite live region (role "status"), where a screen reader says it. */
function expectSaid(text: string) {
  const line = screen.getByText(text);
  expect(line.closest('[role="status"], [aria-live="polite"]')).not.toBeNull();
}

describe('multi-selects and tags: what is said, and where focus goes', () => {
  it('Status: a pick is said, the next highlighted option is not "selected"', async () => {
    serveDeliveries();
    const { user } = await renderFilterHost();
    const status = screen.getByRole('combobox', { name: 'Status' });

    await user.click(status);
    await user.keyboard('{ArrowDown}{Enter}'); // "Confirmed"; "Picking" moves up under the highlight
    expectSaid('Confirmed added');
    const highlighted = document.getElementById(status.getAttribute('aria-activedescendant')!);
    expect(highlighted?.textContent).toBe('Picking');
    expect(highlighted?.getAttribute('aria-selected')).toBe('false');
    const list = screen.getByRole('listbox', { name: 'Status options' });
    expect(within(list).queryAllByRole('option', { selected: true })).toEqual([]);
    await user.click(screen.getByRole('option', { name: 'Delayed' }));
    expectSaid('Delayed added');
    await saveScreenshot('status-picked', panel());
  });

  it('Status: Backspace and Delete on a chip remove it, say so, and leave focus in the input', async () => {
    serveDeliveries();
    const { user } = await renderFilterHost({ initialFilters: { status: [4, 5, 6] } });
    const status = screen.getByRole('combobox', { name: 'Status' });

    screen.getByRole('button', { name: 'Remove Delayed' }).focus();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Delayed' })).toBeNull();
    expect(document.activeElement).toBe(status);
    expectSaid('Delayed removed');

    await user.tab({ shift: true }); // the last chip's button, "Remove Cancelled"
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Cancelled' }));
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: 'Remove Cancelled' })).toBeNull();
    expect(document.activeElement).toBe(status);
    expectSaid('Cancelled removed');

    // The last chip too: focus stays in the field, never on the page's body.
    screen.getByRole('button', { name: 'Remove Delivered' }).focus();
    await user.keyboard('{Delete}');
    expect(document.activeElement).toBe(status);
    expectSaid('Delivered removed');
  });

  it('Tags: added and removed tags are said; Backspace on a chip leaves focus in the input', async () => {
    serveDeliveries();
    const { user } = await renderFilterHost();
    const tags = screen.getByRole('textbox', { name: 'Tags' });

    await user.type(tags, 'express,fragile{Enter}');
    expectSaid('fragile added');
    screen.getByRole('button', { name: 'Remove express' }).focus();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove express' })).toBeNull();
    expect(document.activeElement).toBe(tags);
    expectSaid('express removed');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove fragile' }));
    await user.keyboard('{Delete}');
    expect(document.activeElement).toBe(tags);
    expectSaid('fragile removed');
  });
});
