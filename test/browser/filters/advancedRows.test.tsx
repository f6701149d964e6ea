import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  panel,
  renderFilterHost,
  serveDeliveries,
} from './filterHost';

const row = (number: number) => screen.getByRole('group', { name: `Condition ${number}` });
const select = (number: number, label: string) =>
  within(row(number)).getByLabelText(label) as HTMLSelectElement;
const selectedText = (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent;

describe('advanced filter rows', () => {
  it('"Add condition" appends a complete row with defaults and focuses its field', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(document.activeElement).toBe(select(1, 'Field'));
    expect(selectedText(select(1, 'Field'))).toBe('Code');
    expect(selectedText(select(1, 'Operator'))).toBe('contains');
    expect(selectedText(select(1, 'Join'))).toBe('AND');
    expect(select(1, 'Join').disabled).toBe(true);
    expect((within(row(1)).getByLabelText('Value') as HTMLInputElement).value).toBe('');

    await user.type(within(row(1)).getByLabelText('Value'), ' DLV-2026 ');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([
      bodyWith({
        advancedFilters: [
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'contains',
            data: 'DLV-2026',
            rowType: 'string',
          },
        ],
      }),
    ]);
  });

  it('rows are added, changed and removed, and each apply sends exactly the rows shown', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const add = screen.getByRole('button', { name: 'Add condition' });

    await user.click(add);
    await user.selectOptions(select(1, 'Field'), 'DU qty');
    expect(selectedText(select(1, 'Operator'))).toBe('=');
    await user.selectOptions(select(1, 'Operator'), 'greaterThan');
    await user.type(within(row(1)).getByLabelText('Value'), '10');

    await user.click(add);
    expect(select(2, 'Join').disabled).toBe(false);
    await user.selectOptions(select(2, 'Join'), 'OR');
    await user.selectOptions(select(2, 'Field'), 'Inserted');
    const dateValue = within(row(2)).getByLabelText('Value') as HTMLInputElement;
    // A date typed as text (ISO 8601 reads in any locale), with a calendar beside it.
    expect(dateValue.type).toBe('text');
    expect(selectedText(select(2, 'Operator'))).toBe('before');
    await user.selectOptions(select(2, 'Operator'), 'after');
    await user.type(dateValue, '2026-07-01T00:00');

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies[0]).toEqual(
      bodyWith({
        advancedFilters: [
          {
            selectedFiled: 'duQty',
            condition: 0,
            operator: 'greaterThan',
            data: '10',
            rowType: 'number',
          },
          {
            selectedFiled: 'insertTime',
            condition: 1,
            operator: 'after',
            data: '2026-06-30T22:00:00.000Z',
            rowType: 'date',
          },
        ],
      }),
    );

    // Changed: another number field keeps a number and its operator.
    await user.selectOptions(select(1, 'Field'), 'Pallets');
    expect(selectedText(select(1, 'Operator'))).toBe('>');
    expect((within(row(1)).getByLabelText('Value') as HTMLInputElement).value).toBe('10');
    await user.clear(within(row(1)).getByLabelText('Value'));
    await user.type(within(row(1)).getByLabelText('Value'), '2.5');
    await user.click(applyButton());
    await expectLoaded(2);
    expect(bodies[1]?.filters?.advancedFilters?.[0]).toEqual({
      selectedFiled: 'palletQty',
      condition: 0,
      operator: 'greaterThan',
      data: '2.5',
      rowType: 'number',
    });

    // Removed: the first row goes, the date row becomes "Condition 1" with its join shown disabled.
    await user.click(within(row(1)).getByRole('button', { name: 'Remove condition' }));
    expect(screen.queryByRole('group', { name: 'Condition 2' })).toBeNull();
    expect(select(1, 'Join').disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(applyButton());
    await expectLoaded(3);
    expect(bodies[2]?.filters).toEqual({
      advancedFilters: [
        {
          selectedFiled: 'insertTime',
          condition: 1,
          operator: 'after',
          data: '2026-06-30T22:00:00.000Z',
          rowType: 'date',
        },
      ],
    });

    await user.click(within(row(1)).getByRole('button', { name: 'Remove condition' }));
    await user.click(applyButton());
    await expectLoaded(4);
    expect(bodies[3]).toEqual(bodyWith());
  });

  it('a field of another type clears a value that no longer fits', async () => {
    const { user } = await renderFilterHost();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(within(row(1)).getByLabelText('Value'), 'DLV');
    await user.selectOptions(select(1, 'Field'), 'DU qty');
    expect((within(row(1)).getByLabelText('Value') as HTMLInputElement).value).toBe('');
    await user.type(within(row(1)).getByLabelText('Value'), '12');
    await user.selectOptions(select(1, 'Field'), 'Tenant');
    expect((within(row(1)).getByLabelText('Value') as HTMLInputElement).value).toBe('12');
    expect(selectedText(select(1, 'Operator'))).toBe('equals');
  });

  it("uses the host's fields, operators and joins", async () => {
    const { user } = await renderFilterHost({
      panelProps: {
        advancedFilterFields: [{ value: 'requestedTime', label: 'Requested', rowType: 'date' }],
        advancedFilterOperators: { date: [{ value: 'on', label: 'on' }] },
        advancedFilterJoins: [{ value: 7, label: 'UND' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect([...select(1, 'Field').options].map((option) => option.textContent)).toEqual([
      'Requested',
    ]);
    expect([...select(1, 'Operator').options].map((option) => option.textContent)).toEqual(['on']);
    expect(selectedText(select(1, 'Join'))).toBe('UND');
  });

  it('an unreadable date is forgotten with its row or its date field, and moves with its row', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const add = screen.getByRole('button', { name: 'Add condition' });
    const value = (number: number) => within(row(number)).getByLabelText('Value');
    const refusal = () => within(panel()).queryByRole('alert');

    // Row 1 a date that cannot be read; then a text row after all.
    await user.click(add);
    await user.selectOptions(select(1, 'Field'), 'Inserted');
    await user.type(value(1), 'next tuesday');
    await user.tab();
    await user.selectOptions(select(1, 'Field'), 'Code');
    await user.type(value(1), 'DLV');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(refusal()).toBeNull();
    const codeRow = { selectedFiled: 'code', condition: 0, operator: 'contains', data: 'DLV' };
    expect(bodies).toEqual([bodyWith({ advancedFilters: [{ ...codeRow, rowType: 'string' }] })]);

    // A date row that cannot be read, removed: the row after it is applied alone.
    await user.click(add);
    await user.selectOptions(select(2, 'Field'), 'Inserted');
    await user.type(value(2), 'soon');
    await user.tab();
    await user.click(within(row(1)).getByRole('button', { name: 'Remove condition' }));
    await user.click(within(row(1)).getByRole('button', { name: 'Remove condition' }));
    await user.click(add);
    await user.type(value(1), 'DLV');
    await user.click(add);
    await user.selectOptions(select(2, 'Field'), 'Inserted');
    await user.type(value(2), 'later');
    await user.tab();
    // Row 1 goes: the unreadable date is now condition 1's, and said so.
    await user.click(within(row(1)).getByRole('button', { name: 'Remove condition' }));
    await user.click(applyButton());
    const alert = await within(panel()).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Condition 1: “later” is not a date. Type dd/mm/yyyy, hh:mm, such as 25/11/2026, 14:30',
    ]);
    await user.click(within(row(1)).getByRole('button', { name: 'Remove condition' }));
    await user.click(add);
    await user.type(value(1), 'DLV');
    await user.click(applyButton());
    await expectLoaded(2);
    expect(bodies).toEqual([bodies[0], bodies[0]]);
  });
});
