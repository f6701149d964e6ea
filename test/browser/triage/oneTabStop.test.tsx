import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultDeliveryColumns } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(150, 12);
// The host's own link in the code cell: a control the body's one tab stop covers too.
const columns = defaultDeliveryColumns.map((column) =>
  column.id === 'code'
    ? {
        ...column,
        cell: (delivery: { code: string }) => <a href={`#/d/${delivery.code}`}>{delivery.code}</a>,
      }
    : column,
);
const opened: string[] = [];
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    columns,
    initialState: { pageSize: 100 },
    selection: {},
    rows: {
      onClick: (delivery) => opened.push(delivery.code),
      actions: [{ label: 'Print label', run: () => undefined }],
    },
  },
  { serve: dataset },
);

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const code = (index: number) => dataset[index]!.code;

describe('one tab stop for the body', () => {
  it('crosses a 100-row page with one Tab in and one Tab out; the arrows go the rest of the way', async () => {
    const grid = await renderGrid().ready();
    await screen.findByRole('checkbox', { name: `Select ${code(0)}` });
    expect(dataRows()).toHaveLength(100);
    // Every row and control in the body but one is out of the tab order.
    const tabbable = [...screen.getByRole('table').querySelectorAll<HTMLElement>('tbody *')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbable).toEqual([dataRows()[0]]);

    screen.getByRole('separator', { name: 'Resize Inserted' }).focus();
    await grid.user.tab();
    expect(document.activeElement).toBe(dataRows()[0]);
    await grid.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Rows per page' }));

    // Back in: the row last focused. Right goes to its checkbox, the host's link, the Status
    // cell's filter button, its actions button (as drawn); Down keeps the control, in the next
    // row; Left back to the checkbox and the row.
    await grid.user.tab({ shift: true });
    expect(document.activeElement).toBe(dataRows()[0]);
    // The row in use draws its cell filter buttons once their chunk is in: slow on a busy machine.
    await within(dataRows()[0]!).findByRole('button', { name: /^Filter options for / });
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: `Select ${code(0)}` }),
    );
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: code(0) }));
    await grid.user.keyboard('{ArrowRight}');
    expect(focused().name).toMatch(/^Filter options for /);
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Actions for ${code(0)}` }),
    );
    await grid.user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Actions for ${code(1)}` }),
    );
    await grid.user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await grid.user.keyboard(' ');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: `Select ${code(1)}` }).checked,
    ).toBe(true);
    await grid.user.keyboard('{ArrowLeft}{End}');
    expect(document.activeElement).toBe(dataRows()[99]);
    await grid.user.keyboard('{Enter}');
    expect(opened.at(-1)).toBe(code(99));

    // The tab stop moved with focus: Tab out and Shift+Tab back land on the last row.
    await grid.user.tab();
    await waitFor(() => expect(screen.getByRole('toolbar', { name: 'Selection' })).toBeTruthy());
    await grid.user.tab({ shift: true });
    expect(document.activeElement).toBe(dataRows()[99]);
    await expectNoAxeViolations('one tab stop, focus on the last row');
  });
});
