import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAdvancedFilterJoins } from '@src/state/advancedFilterConfig';
import { gridRenderer, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset, firstPage } from '../table/deliveriesServer';

const renderGrid = gridRenderer({ timeZone: 'UTC' }, { serve: dataset });
const panel = () => screen.getByRole('region', { name: 'Filters' });
const row = (number: number) => within(panel()).getByRole('group', { name: `Condition ${number}` });

// Three rows: Code contains "DLV" OR … AND …
async function addRows(grid: GridView, joins: string[]) {
  await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
  await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
  const add = within(panel()).getByRole('button', { name: 'Add condition' });
  for (let number = 1; number <= joins.length + 1; number += 1) {
    await grid.user.click(add);
    await grid.user.type(within(row(number)).getByLabelText('Value'), 'DLV');
    if (number > 1)
      await grid.user.selectOptions(within(row(number)).getByLabelText('Join'), joins[number - 2]!);
  }
}

const codeRow = (condition: number) => ({
  selectedFiled: 'code',
  condition,
  operator: 'contains',
  data: 'DLV',
  rowType: 'string',
});

describe('advanced rows say how they combine', () => {
  it('reads left to right by default, as the reference backend does', async () => {
    const grid = await renderGrid().ready();
    await addRows(grid, ['OR', 'AND']);
    expect(
      within(panel()).getByText('Read left to right (A is Condition 1): (A OR B) AND C'),
    ).toBeTruthy();
    await expectNoAxeViolations('the rows with their grouping');
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toStrictEqual({
          ...firstPage,
          filters: { advancedFilters: [codeRow(0), codeRow(1), codeRow(0)] },
        }),
      { timeout: 10_000 },
    );
  });

  it('says AND before OR when the server does, and refuses a join that has no place there', async () => {
    const grid = await renderGrid({
      filters: {
        advancedPrecedence: 'andBeforeOr',
        advanced: { joins: [...defaultAdvancedFilterJoins, { value: 2, label: 'XOR' }] },
      },
    }).ready();
    await addRows(grid, ['OR', 'AND']);
    expect(
      within(panel()).getByText('AND before OR (A is Condition 1): A OR (B AND C)'),
    ).toBeTruthy();
    await grid.user.selectOptions(within(row(3)).getByLabelText('Join'), 'XOR');
    const sent = grid.bodies.length;
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    const message = 'Condition 3: “XOR” has no place when AND comes before OR; choose AND or OR';
    expect((await within(panel()).findAllByText(message)).length).toBeGreaterThan(0);
    expect(grid.bodies.length).toBe(sent);
  });
});
