import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset, firstPage } from '../table/deliveriesServer';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const hostWidth = (width: number) =>
  screen.getByTestId('host').style.setProperty('inline-size', `${width}px`);
const renderGrid = gridRenderer(
  { timeZone: 'UTC', statusOptions },
  {
    serve: dataset,
    // The grid in a column of the host's page, as wide as the test makes it.
    wrap: (grid) => (
      <div data-testid="host" style={{ inlineSize: 900 }}>
        {grid}
      </div>
    ),
  },
);
const cardsShown = () => screen.queryByRole('list', { name: 'Deliveries' }) !== null;
const unapplied = (within_: HTMLElement) => within(within_).queryByText('Unapplied changes');

beforeEach(() => {
  // The grid's own threshold (600 px), not the suite's "never cards".
  document.documentElement.style.removeProperty('--dt-cards-below');
});
afterEach(() => {
  document.documentElement.style.setProperty('--dt-cards-below', '0');
});

describe('an unapplied filter draft across the card width', () => {
  it('keeps what was picked and typed, and the field in use, narrower and wider again', async () => {
    const grid = await renderGrid().ready();
    expect(cardsShown()).toBe(false);
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const region = await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    await grid.user.type(within(region).getByRole('combobox', { name: 'Status' }), 'deliv{Enter}');
    const tags = within(region).getByRole('textbox', { name: 'Tags' }) as HTMLInputElement;
    // Typed, not yet a tag: text in the field.
    await grid.user.type(tags, 'col');
    expect(unapplied(region)).not.toBeNull();

    hostWidth(390);
    await waitFor(() => expect(cardsShown()).toBe(true), { timeout: 10_000 });
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    expect(within(sheet).getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
    expect(within(sheet).getByRole('textbox', { name: 'Tags' })).toBe(tags);
    expect(tags.value).toBe('col');
    expect(unapplied(sheet)).not.toBeNull();
    // The person goes on typing where they were.
    expect(document.activeElement).toBe(tags);
    await grid.user.keyboard('d');
    expect(tags.value).toBe('cold');
    await expectNoAxeViolations('the filter sheet with a kept draft');

    hostWidth(900);
    await waitFor(() => expect(cardsShown()).toBe(false), { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
    expect(tags.value).toBe('cold');
    expect(document.activeElement).toBe(tags);

    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toStrictEqual({
          ...firstPage,
          filters: { status: [4], tags: ['cold'] },
        }),
      { timeout: 10_000 },
    );
  });

  it('lets a host turn filtering off while the sheet holds the panel', async () => {
    const grid = await renderGrid().ready();
    hostWidth(390);
    await waitFor(() => expect(cardsShown()).toBe(true), { timeout: 10_000 });
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    grid.rerenderGrid({ filters: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(cardsShown()).toBe(true);
  });
});
