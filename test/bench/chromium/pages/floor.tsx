import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTable } from '@tanstack/react-table';
import type { Delivery } from '@src/index';
import { drawnRowLimit, pageSize } from './benchConfig';
import { startBench } from './benchHarness';
import { floorCellTexts, floorColumns, floorFeatures } from './floorColumns';

// The floor draws every row into the document, so the window scrolls them.
const benchFetch = startBench(() => document.scrollingElement);
const noRows: Delivery[] = [];

interface FloorOrder {
  key: string;
  order: 'asc' | 'desc';
}

/** A header's click: ascending first, then the other way, as the grid's sorting goes. */
const toggledOrder =
  (key: string) =>
  (current: FloorOrder | null): FloorOrder =>
    current?.key === key && current.order === 'asc'
      ? { key, order: 'desc' }
      : { key, order: 'asc' };

/** The first rows only, straight from the parsed answer: no row model, no window maths. */
function FloorRowsInView({ rows, limit }: { rows: readonly Delivery[]; limit: number }) {
  return rows.slice(0, limit).map((delivery) => (
    <tr key={delivery.code}>
      {floorCellTexts.map((text, index) => (
        <td key={index}>{text(delivery)}</td>
      ))}
    </tr>
  ));
}

/** The floor: a bare TanStack Table over the same fetch, with no grid around it. */
function FloorTable() {
  const [orderBy, setOrderBy] = useState<FloorOrder | null>(null);
  const [rows, setRows] = useState(noRows);

  useEffect(() => {
    let current = true;
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
  }, [orderBy]);

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
                <button type="button" onClick={() => setOrderBy(toggledOrder(header.column.id))}>
                  <table.FlexRender header={header} />
                </button>
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {drawnRowLimit !== undefined ? (
          <FloorRowsInView rows={rows} limit={drawnRowLimit} />
        ) : (
          table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(<FloorTable />);
