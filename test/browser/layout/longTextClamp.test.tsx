import '@src/theme/styles.css';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { createDeliveryFormatters } from '@src/state/formatters';
import { renderDefaultCell } from '@src/table/cells';
import { isCutToOneLine } from './cutText';

// The grid's frame with rows before it holds their widths: a table sized by its cells' text.
const formatters = createDeliveryFormatters('en-GB', 'UTC');
const columns = ['code', 'tenantName', 'warehouseName', 'customerBusinessPartnerName'];
const deliveries = generateDeliveries(20, 3).map((delivery, index) => ({
  ...delivery,
  customerBusinessPartnerName: `${delivery.customerBusinessPartnerName} Logistics and Distribution Services ${index}`,
}));

function TextSizedTable({ width }: { width: number }) {
  return (
    <div className="deliveries-table" dir="ltr" style={{ width }}>
      <table className="dt-table">
        <tbody className="dt-tbody">
          {deliveries.map((delivery) => (
            <tr key={delivery.code} className="dt-row">
              {columns.map((column) => (
                <td key={column} className="dt-td" dir="auto">
                  {renderDefaultCell(column, delivery, formatters, [])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

describe('long text in a table sized by its text', () => {
  it('narrows to its box, each long value cut to one line with an ellipsis, rows one high', () => {
    const { container } = render(<TextSizedTable width={640} />);
    const table = container.querySelector('table')!;
    expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    const customers = [...container.querySelectorAll('tr')].map((row) =>
      row.cells[3]!.querySelector('.dt-truncate')!,
    );
    expect(customers.every(isCutToOneLine)).toBe(true);
    expect(customers.every((box) => box.getAttribute('title') === box.textContent)).toBe(true);
    // The last row has no bottom border.
    const rows = [...container.querySelectorAll('tr')].slice(0, -1);
    expect(new Set(rows.map((row) => row.offsetHeight)).size).toBe(1);
  });

  it('shows a value whole where there is room, up to the column cap', () => {
    const { container } = render(<TextSizedTable width={2400} />);
    const boxesIn = (column: number) =>
      [...container.querySelectorAll('tr')].map((row) => row.cells[column]!.firstElementChild);
    // Tenant names are longer than 16 letters, so boxed, and shorter than the cap.
    const tenants = boxesIn(1).filter((box) => box !== null);
    expect(tenants.length).toBeGreaterThan(0);
    expect(tenants.some(isCutToOneLine)).toBe(false);
    // The customers' long names stop at --dt-cell-max-width (14rem).
    const customers = boxesIn(3);
    expect(customers.every((box) => box!.getBoundingClientRect().width <= 14 * 16)).toBe(true);
    expect(customers.every((box) => isCutToOneLine(box!))).toBe(true);
  });
});
