import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';

const generous = { timeout: 10_000 };

// 25 deliveries, 25 a page, no look-ahead: page 1 is full, so "Next page" is offered, and page 2
// comes back empty ("No deliveries on this page").
const dataset = generateDeliveries(25, 3);
const renderOnePage = () =>
  renderGrid({ statusOptions: mockStatuses, selection: {} }, { serve: dataset }).ready();

// Accessibility.mdx, "Where focus goes when its control goes away": "Clear selection" → "Select
// all on this page", else the table. On a page with no rows that checkbox is disabled and takes
// no focus: the table does, also from the checkbox itself as its page empties.
describe('focus on a page with no rows', () => {
  it('"Clear selection" lands focus on the table, not on the page body', async () => {
    const grid = await renderOnePage();
    await grid.user.click(
      await screen.findByRole('checkbox', { name: `Select ${dataset[0]!.code}` }, generous),
    );
    await within(await screen.findByRole('toolbar', { name: 'Selection' }, generous)).findByText(
      '1 selected',
      {},
      generous,
    );
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findAllByText('No deliveries on this page', {}, generous);
    // The selection survives paging: its bar is still there.
    const bar = await screen.findByRole('toolbar', { name: 'Selection' }, generous);
    await within(bar).findByText('1 selected', {}, generous);

    await grid.user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(bar).not.toBeVisible(), generous);
    await waitFor(() => expect(focused()).toEqual({ role: 'table', name: 'Deliveries' }), generous);
  });

  it('"Select all on this page" with focus hands it to the table as its page empties', async () => {
    const grid = await renderOnePage();
    const selectPage = await screen.findByRole(
      'checkbox',
      { name: 'Select all on this page' },
      generous,
    );
    await grid.user.click(selectPage);
    expect(focused()).toEqual({ role: 'checkbox', name: 'Select all on this page' });

    await grid.user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await screen.findAllByText('No deliveries on this page', {}, generous);
    await waitFor(() => expect(grid.bodies.at(-1)).toMatchObject({ pageNumber: 2 }), generous);
    await waitFor(() => expect(selectPage).toBeDisabled(), generous);
    await waitFor(() => expect(focused()).toEqual({ role: 'table', name: 'Deliveries' }), generous);
    await expectNoAxeViolations('an empty page after "Select all on this page" had focus');
  });

  it('"Select all on this page" left for the page’s text keeps focus off the table', async () => {
    // A refresh every second; the server's rows go, so one answers none.
    const served = generateDeliveries(8, 3);
    const grid = await renderGrid(
      { statusOptions: mockStatuses, selection: {}, refresh: { intervalSeconds: 1 } },
      {
        serve: served,
        wrap: (table) => (
          <>
            <p>Notes the person reads</p>
            {table}
          </>
        ),
      },
    ).ready();
    const selectPage = await screen.findByRole(
      'checkbox',
      { name: 'Select all on this page' },
      generous,
    );
    await grid.user.click(selectPage);
    await grid.user.click(selectPage);
    await grid.user.click(screen.getByText('Notes the person reads'));
    expect(focused()).toEqual({ role: 'page body', name: '' });
    served.splice(0);
    // Focus would move in the commit that disables the checkbox: none did.
    await waitFor(() => expect(selectPage).toBeDisabled(), generous);
    expect(focused()).toEqual({ role: 'page body', name: '' });
  });
});
