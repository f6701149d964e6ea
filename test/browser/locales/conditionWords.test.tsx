import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { ar } from '@src/locales/ar';
import { de } from '@src/locales/de';
import { gridRenderer } from '../harness';

const rows = generateDeliveries(200, 11);
const generous = { timeout: 10_000 };
const english =
  /\b(Code|Tenant|Courier|Warehouse|Customer|DU qty|Pallets|Inserted|contains|does not contain|equals|does not equal|starts with|ends with|AND|OR|before|after)\b/;

// A review find: the packs named the condition rows' fields, operators and joins in English.
describe('a locale pack words the advanced rows too', () => {
  it("ar: the condition row's Field, Operator and Join options and its chip hold no English", async () => {
    const grid = await gridRenderer(
      {
        localePack: ar,
        timeZone: 'Asia/Riyadh',
        statusOptions: mockStatuses,
        messages: { table: { tableLabel: 'Deliveries' } },
      },
      { serve: rows },
    )().ready();
    await grid.user.click(screen.getByRole('button', { name: /^التصفية/ }));
    const panel = await screen.findByRole('region', { name: 'التصفية' }, generous);
    await grid.user.click(within(panel).getByRole('button', { name: 'إضافة شرط' }));
    await grid.user.click(within(panel).getByRole('button', { name: 'إضافة شرط' }));
    const field = within(panel).getAllByRole('combobox', { name: 'الحقل' })[0]!;
    const operator = within(panel).getAllByRole('combobox', { name: 'العامل' })[0]!;
    const join = within(panel).getAllByRole('combobox', { name: 'الربط' })[1]!;
    const optionTexts = (select: HTMLElement) =>
      [...select.querySelectorAll('option')].map((option) => option.textContent ?? '');
    expect(optionTexts(field).filter((text) => english.test(text))).toEqual([]);
    expect(optionTexts(operator).filter((text) => english.test(text))).toEqual([]);
    expect(optionTexts(join).filter((text) => english.test(text))).toEqual([]);
    await grid.user.click(within(panel).getAllByRole('button', { name: 'إزالة الشرط' })[1]!);
    await grid.user.type(within(panel).getAllByRole('textbox', { name: 'القيمة' })[0]!, 'DLV');
    await grid.user.click(within(panel).getByRole('button', { name: 'تطبيق التصفية' }));
    // Worded in Arabic, sent as the contract's values.
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters?.advancedFilters).toMatchObject([
          { selectedFiled: 'code', rowType: 'string', operator: 'contains', data: 'DLV' },
        ]),
      generous,
    );
    const chip = await screen.findByRole(
      'button',
      { name: /^إزالة عامل التصفية: .*DLV/ },
      generous,
    );
    expect(chip.getAttribute('aria-label')).not.toMatch(english);
  });

  it("de: the condition row's operators are German", async () => {
    const grid = await gridRenderer(
      {
        localePack: de,
        timeZone: 'Europe/Berlin',
        messages: { table: { tableLabel: 'Deliveries' } },
      },
      { serve: rows },
    )().ready();
    await grid.user.click(screen.getByRole('button', { name: /^Filter/ }));
    const panel = await screen.findByRole('region', { name: 'Filter' }, generous);
    await grid.user.click(within(panel).getByRole('button', { name: 'Bedingung hinzufügen' }));
    const operator = within(panel).getAllByRole('combobox', { name: 'Operator' })[0]!;
    const texts = [...operator.querySelectorAll('option')].map(
      (option) => option.textContent ?? '',
    );
    expect(texts.filter((text) => english.test(text))).toEqual([]);
  });
});
