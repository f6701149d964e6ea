import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(() => {
  removeStylesheet = addLibraryStylesheet();
});
afterEach(() => removeStylesheet());

// The longest page the reference backend serves; the benchmark times a page of 10,000.
const warehouse = generateDeliveries(1500, 3);
const renderLongPage = gridRenderer(
  {
    selection: {},
    initialState: { pageSize: 1000 },
    paging: { pageSizeOptions: [25, 1000] },
    statusOptions: mockStatuses,
  },
  { serve: warehouse },
);

const table = () => screen.getByRole('table', { name: 'Deliveries' });
const scrollArea = () => table().parentElement!;
const drawnBoxes = () =>
  within(table())
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.getAttribute('aria-label')?.startsWith('Select DLV'));

describe('selection on a long page, and in every theme', () => {
  it('selects all 1,000 rows of a virtualized page; rows drawn later by scrolling come ticked', async () => {
    const { user } = renderLongPage();
    await waitFor(() => expect(table().querySelector('tbody[data-virtualized]')).not.toBeNull());
    await waitFor(() => expect(drawnBoxes().length).toBeGreaterThan(5));
    expect(drawnBoxes().length).toBeLessThan(80);

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('1,000 selected')).toBeTruthy();
    expect(drawnBoxes().every((box) => box.checked)).toBe(true);

    scrollArea().scrollTop = scrollArea().scrollHeight;
    scrollArea().dispatchEvent(new Event('scroll'));
    const last = `Select ${warehouse[999]!.code}`;
    const lastBox = await screen.findByRole<HTMLInputElement>('checkbox', { name: last });
    expect(lastBox.checked).toBe(true);
    expect(drawnBoxes().every((box) => box.checked)).toBe(true);

    await user.click(lastBox);
    expect(within(bar).getByText('999 selected')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' })
        .indeterminate,
    ).toBe(true);
  });

  it.each([
    ['dark', 'comfortable'],
    ['light', 'compact'],
  ] as const)('is axe clean with rows selected in the %s theme, %s', async (theme, density) => {
    // The grid's root is transparent: a dark theme sits on the host's dark page, as in Storybook.
    const page = theme === 'dark' ? { background: '#0f141a', color: '#e2e8f0' } : {};
    const { user } = gridRenderer(
      { selection: {}, theme, density, initialState: { pageSize: 10 } },
      { serve: warehouse.slice(0, 40), wrap: (grid) => <div style={page}>{grid}</div> },
    )();
    const first = await screen.findByRole('checkbox', { name: `Select ${warehouse[0]!.code}` });
    await user.click(first);
    await screen.findByRole('toolbar', { name: 'Selection' });
    await expectNoAxeViolations(`${theme}, ${density}, one row selected`);
  });
});
