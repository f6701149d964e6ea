import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTable } from '@tanstack/react-table';
import type { Delivery } from '../../../../src/index';
import { pageSize } from './benchConfig';
import { startBench } from './benchHarness';
import { floorColumns, floorFeatures } from './floorColumns';

// The floor draws every row into the document, so the window scrolls them.
const benchFetch = startBench(() => document.scrollingElement);
const noRows: Delivery[] = [];

/** The floor: a bare TanStack Table over the same fetch, with no grid around it. */
function FloorTable() {
  const [sortKey, setSortKey] = useState<string | null>(null);
  const [rows, setRows] = useState(noRows);

  useEffect(() => {
    let current = true;
    const orderBy = sortKey === null ? null : { key: sortKey, order: 'asc' };
    void benchFetch('/api/deliveries', {
      method: 'POST',
      body: JSON.stringify({ pageNumber: 1, pageSize, quickSearch: '', orderBy }),
    })
      .then((response) => response.json())
      .then((deliveries: Delivery[]) => {
        if (current) setRows(deliveries);
      });
    return () => {
      current = false;
    };
  }, [sortKey]);

  const table = useTable({
    features: floorFeatures,
    columns: floorColumns,
    data: rows,
    getRowId: (delivery) => delivery.code,
  });

  return (
    <table>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id}>
                <button type="button" onClick={() => setSortKey(header.column.id)}>
                  <table.FlexRender header={header} />
                </button>
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(<FloorTable />);
