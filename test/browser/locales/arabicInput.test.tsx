import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { ar } from '@src/locales/ar';
import { gridRenderer, type GridView } from '../harness';

// A Riyadh operator: the Arabic pack, Saudi locale (Arabic-Indic digits in the cells), Riyadh time.
const rows = generateDeliveries(200, 11);
const renderGrid = gridRenderer(
  {
    localePack: ar,
    locale: 'ar-SA',
    timeZone: 'Asia/Riyadh',
    messages: { table: { tableLabel: 'Deliveries' } },
  },
  { serve: rows },
);
const generous = { timeout: 10_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function openPanel(user: GridView['user']) {
  await user.click(screen.getByRole('button', { name: /^التصفية/ }));
  return screen.findByRole('region', { name: 'التصفية' }, generous);
}

describe('Riyadh, Arabic pack', () => {
  it('a date typed in Arabic-Indic digits (as the cells show them) is read, sent in Riyadh time', async () => {
    const grid = await renderGrid().ready();
    const panel = await openPanel(grid.user);
    const from = within(panel).getByLabelText<HTMLInputElement>('أُنشئت من');
    await grid.user.type(from, '٢٥/١١/٢٠٢٦ ١٤:٣٠');
    await grid.user.tab();
    expect(from.getAttribute('aria-invalid')).not.toBe('true');
    await grid.user.click(within(panel).getByRole('button', { name: 'تطبيق التصفية' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          insertFrom: '2026-11-25T11:30:00.000Z',
        }),
      generous,
    );
  });

  it('the message for an unreadable date has no English in it (the pattern of the 12-hour clock)', async () => {
    const grid = await renderGrid().ready();
    const panel = await openPanel(grid.user);
    const from = within(panel).getByLabelText<HTMLInputElement>('أُنشئت من');
    await grid.user.type(from, 'غدا');
    await grid.user.tab();
    expect(from.value).toBe('غدا');
    const described = (from.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | ');
    expect(described).toContain('«غدا»');
    // "AM/PM" are English words: an Arabic reader is told to type ص or م.
    expect(described).not.toMatch(/AM|PM/);
    expect(from.getAttribute('placeholder')).not.toMatch(/AM|PM/);
  });

  it('the example the hint gives, typed in the search box, is read', async () => {
    const grid = await renderGrid().ready();
    const box = screen.getByRole('searchbox', { name: 'البحث في الشحنات' });
    await grid.user.type(box, 'الإنشاء:غدا{Enter}');
    const hint = await screen.findByText(/ليس تاريخًا/, {}, generous);
    const example = /مثل (".*?")/.exec(hint.textContent ?? '')?.[1];
    expect(example).toBeTruthy();
    await grid.user.clear(box);
    await grid.user.type(box, `الإنشاء:${example}{Enter}`);
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          insertFrom: '2026-11-25T11:30:00.000Z',
        }),
      generous,
    );
  });

  it('a day typed in the search box in Arabic-Indic digits is that whole day in Riyadh', async () => {
    const grid = await renderGrid().ready();
    const box = screen.getByRole('searchbox', { name: 'البحث في الشحنات' });
    await grid.user.type(box, 'الإنشاء:٢٥/١١/٢٠٢٦{Enter}');
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          insertFrom: '2026-11-24T21:00:00.000Z',
          insertTo: '2026-11-25T20:59:59.999Z',
        }),
      generous,
    );
  });

  it('Delivery IDs typed with the Arabic comma the hint asks for ("افصل بينها بفاصلة") are read', async () => {
    const grid = await renderGrid().ready();
    const panel = await openPanel(grid.user);
    const ids = within(panel).getByRole('textbox', { name: 'معرّفات الشحنات' });
    await grid.user.click(ids);
    await grid.user.paste('101، 102');
    expect((ids as HTMLInputElement).value).toBe('');
    expect(ids.getAttribute('aria-invalid')).not.toBe('true');
    await grid.user.click(within(panel).getByRole('button', { name: 'تطبيق التصفية' }));
    await waitFor(
      () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ deliveryIds: [101, 102] }),
      generous,
    );
  });

  it('Delivery IDs in Arabic-Indic digits are read', async () => {
    const grid = await renderGrid().ready();
    const panel = await openPanel(grid.user);
    const ids = within(panel).getByRole('textbox', { name: 'معرّفات الشحنات' });
    await grid.user.type(ids, '١٠١ ١٠٢{Enter}');
    expect(ids.getAttribute('aria-invalid')).not.toBe('true');
    await grid.user.click(within(panel).getByRole('button', { name: 'تطبيق التصفية' }));
    await waitFor(
      () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ deliveryIds: [101, 102] }),
      generous,
    );
  });

  it('Tags: the Arabic comma adds a tag, as the hint ("يضيف Enter أو الفاصلة وسمًا") says', async () => {
    const grid = await renderGrid().ready();
    const panel = await openPanel(grid.user);
    const tags = within(panel).getByRole('textbox', { name: 'الوسوم' });
    await grid.user.type(tags, 'مبرد،');
    expect((tags as HTMLInputElement).value).toBe('');
    expect(within(panel).getByRole('button', { name: 'إزالة مبرد' })).toBeTruthy();
  });
});
