import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDeliveries, mockCustomers } from '@src/mocks/index';
import { ar } from '@src/locales/ar';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(() => (removeStylesheet = addLibraryStylesheet()));
afterEach(() => removeStylesheet());

const customers = mockCustomers.map(({ customerId, name }) => ({ value: customerId, label: name }));
const lodz = customers.find((customer) => customer.label === 'Łódź Meble Sp. z o.o.')!;
const renderGrid = gridRenderer(
  {
    localePack: ar,
    timeZone: 'UTC',
    initialState: { pageSize: 10, filters: { customerIds: [lodz.value] } },
    filters: { options: { customers } },
  },
  { serve: generateDeliveries(60, 9) },
);

/** Where each letter inside `element` is drawn: its left edge, in px. */
function lettersAt(element: Element) {
  const text = element.firstChild!;
  return [...text.textContent!].map((letter, index) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return { letter, left: range.getBoundingClientRect().left };
  });
}

describe('a Latin value in an Arabic chip', () => {
  it('is drawn as a run of its own, its last full stop at its end; its name stays plain', async () => {
    renderGrid();
    const chips = await screen.findByRole(
      'list',
      { name: 'عوامل التصفية النشطة' },
      { timeout: 10_000 },
    );
    // Named without the marks that isolate it: a host's test finds it by the words it reads.
    const chip = await within(chips).findByRole(
      'button',
      { name: `تعديل عامل التصفية: العميل: ${lodz.label}` },
      { timeout: 10_000 },
    );
    const letters = lettersAt(chip).filter(({ letter }) => letter.trim() !== '');
    const first = letters.find(({ letter }) => letter === 'Ł')!;
    const lastStop = letters.filter(({ letter }) => letter === '.').at(-1)!;
    // "Sp. z o.o." runs left to right: its final "." right of its "Ł", not before it.
    expect(lastStop.left).toBeGreaterThan(first.left);
  });

  it('is drawn so in what "Select all matching" says it stands for, as the chip draws it', async () => {
    // Every match selected: what the bar says the selection stands for names the filter.
    renderGrid({
      selection: {
        defaultValue: {
          kind: 'query',
          request: { quickSearch: '', filters: { customerIds: [lodz.value] } },
          excludedCodes: [],
          asOf: '2026-11-30T10:00:00.000Z',
        },
      },
    });
    const count = await screen.findByText(/كل الشحنات المطابقة/, undefined, { timeout: 10_000 });
    const letters = lettersAt(count);
    const first = letters.find(({ letter }) => letter === 'Ł')!;
    const lastStop = letters.filter(({ letter }) => letter === '.').at(-1)!;
    expect(lastStop.left).toBeGreaterThan(first.left);
  });

  it('is drawn so in a cell\'s "Only …" item, which is named by its plain words', async () => {
    const { user } = renderGrid();
    const table = await screen.findByRole('table', { name: 'الشحنات' }, { timeout: 10_000 });
    const [cell] = await within(table).findAllByRole(
      'cell',
      { name: lodz.label },
      { timeout: 10_000 },
    );
    const row = cell!.closest('tr')!;
    // A row in use (a pointer over it) draws its cells' filter buttons.
    await user.hover(cell!);
    await user.click(
      await within(row).findByRole(
        'button',
        { name: `خيارات التصفية لـ ${lodz.label}` },
        { timeout: 10_000 },
      ),
    );
    const only = await screen.findByRole('menuitem', { name: `${lodz.label} فقط` });
    // The menu runs as the grid does, not as the Latin name in its cell.
    expect(getComputedStyle(only).direction).toBe('rtl');
    const letters = lettersAt(only);
    const first = letters.find(({ letter }) => letter === 'Ł')!;
    const lastStop = letters.filter(({ letter }) => letter === '.').at(-1)!;
    expect(lastStop.left).toBeGreaterThan(first.left);
  });

  it('is said without the marks that isolate it, when every match is selected', async () => {
    // More of the customer's deliveries than a page holds: "Select all matching" is offered.
    const { user } = renderGrid({ selection: {} }, { serve: generateDeliveries(400, 9) });
    await screen.findAllByRole('cell', { name: lodz.label }, { timeout: 10_000 });
    await user.click(
      await screen.findByRole(
        'checkbox',
        { name: 'تحديد الكل في هذه الصفحة' },
        { timeout: 10_000 },
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: 'تحديد كل النتائج' }, { timeout: 10_000 }),
    );
    // Drawn isolated in the bar; said plain in the live region.
    await screen.findByText(/كل الشحنات المطابقة/, { selector: 'p' }, { timeout: 10_000 });
    const said = () =>
      [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent ?? '');
    await waitFor(() => expect(said().some((text) => text.includes(lodz.label))).toBe(true), {
      timeout: 10_000,
    });
    expect(said().filter((text) => /[\u2068\u2069]/.test(text))).toEqual([]);
  });

  it('is drawn so on "Which filter hides them?"\'s buttons, named by their plain words', async () => {
    const { user } = renderGrid({
      initialState: { pageSize: 10, filters: { customerIds: [lodz.value], tags: ['Sp. z o.o.'] } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'أي عامل تصفية يخفيها؟' }, { timeout: 10_000 }),
    );
    const remove = await screen.findByRole(
      'button',
      { name: 'إزالة الوسم: Sp. z o.o. (عُثر على شحنات)' },
      { timeout: 10_000 },
    );
    const letters = lettersAt(remove);
    const first = letters.find(({ letter }) => letter === 'S')!;
    const lastStop = letters.filter(({ letter }) => letter === '.').at(-1)!;
    expect(lastStop.left).toBeGreaterThan(first.left);
  });

  it("is drawn in its own direction in the filter panel's chip of a chosen value", async () => {
    renderGrid({ filters: { options: { customers }, defaultOpen: true } });
    const remove = await screen.findByRole(
      'button',
      { name: `إزالة ${lodz.label}` },
      { timeout: 10_000 },
    );
    const letters = lettersAt(remove.closest('li')!.querySelector('span')!);
    const first = letters.find(({ letter }) => letter === 'Ł')!;
    const lastStop = letters.filter(({ letter }) => letter === '.').at(-1)!;
    expect(lastStop.left).toBeGreaterThan(first.left);
  });
});
