import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { saveScreenshot } from '../harness';
import { renderGrid, sortButton } from './whereYouAreHarness';

const header = (label: string) => sortButton(label).closest('th')!;
const iconOf = (label: string) => header(label).querySelector<HTMLElement>('.dt-sort-icon')!;
const note = () => screen.queryByText('Server order');

/** The accent token as the browser resolves it, `rgb(…)`. */
function accentOf(element: HTMLElement): string {
  const probe = document.createElement('span');
  probe.style.color = 'var(--dt-accent)';
  element.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

// A laptop's viewport, so the screenshots show the whole header row.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

describe.each([['light'], ['dark']] as const)('the sort, seen (%s)', (theme) => {
  it('says the rows are unsorted, then marks the sorted header with a large accent arrow and a bold label', async () => {
    const grid = renderGrid({ theme });
    await grid.ready();
    // Nothing sorted: the person is told the order is the server's, in words on screen.
    expect(note()).not.toBeNull();
    expect(note()!.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(header('Customer').getAttribute('aria-sort')).toBe('none');

    await grid.user.click(sortButton('Customer'));
    await expect
      .poll(() => header('Customer').getAttribute('aria-sort'))
      .toMatch(/^(a|de)scending$/);
    await expect.poll(() => grid.bodies.at(-1)?.orderBy?.key).toBe('customerBusinessPartnerName');
    expect(note()).toBeNull();

    const sorted = iconOf('Customer');
    const unsorted = iconOf('Courier');
    const box = sorted.getBoundingClientRect();
    // At least 16 px, where the old mark was 12 px with 6 px triangles.
    expect(box.width).toBeGreaterThanOrEqual(16);
    expect(box.height).toBeGreaterThanOrEqual(16);
    expect(box.width).toBeGreaterThan(unsorted.getBoundingClientRect().width);
    // Drawn in the accent colour, not the header's grey.
    const root = sorted.closest<HTMLElement>('.deliveries-table')!;
    expect(getComputedStyle(sorted, '::before').backgroundColor).toBe(accentOf(root));
    expect(getComputedStyle(sorted).color).not.toBe(getComputedStyle(unsorted).color);
    // Without colour: the sorted label is bold and the others are not.
    const weight = (label: string) =>
      Number(getComputedStyle(header(label).querySelector('.dt-th-label')!).fontWeight);
    expect(weight('Customer')).toBeGreaterThanOrEqual(700);
    expect(weight('Courier')).toBeLessThan(700);

    const thead = within(screen.getByRole('table', { name: 'Deliveries' })).getAllByRole(
      'rowgroup',
    )[0]!;
    // At rest, as a person glances at it: no focus ring over the mark.
    sortButton('Customer').blur();
    await saveScreenshot(`sorted-header-${theme}`, thead);

    // Back to no sort (ascending, descending, none): the note comes back.
    await grid.user.click(sortButton('Customer'));
    await grid.user.click(sortButton('Customer'));
    await expect.poll(() => header('Customer').getAttribute('aria-sort')).toBe('none');
    expect(note()).not.toBeNull();
  });
});

it('takes the note from the messages', async () => {
  const grid = renderGrid({ messages: { table: { unsortedNote: 'Unsortiert' } } });
  await grid.ready();
  expect(screen.getByText('Unsortiert')).toBeTruthy();
});
