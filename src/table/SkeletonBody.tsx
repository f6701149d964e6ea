import { useRef, useState } from 'react';
import { cx } from '../shared/cx';
import { useHydrated } from '../shared/onDemandModule';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { dimRowsAfterMs, useWaitedAttribute } from './useWaitedAttribute';

/**
 * The rows' places while the first page loads, each cell a placeholder bar (the cell's
 * `::after`). The bars come once the answer takes longer than feels instant, as the rows' dim
 * does: a quick answer replaces empty rows, without ninety bars drawn and taken away first.
 * Server-rendered, they are there from the start.
 */
export function SkeletonBody({
  rowCount,
  columns,
  rowClassName,
  cellClassName,
}: {
  rowCount: number;
  columns: readonly Pick<DeliveryColumn, 'id' | 'align'>[];
  rowClassName: string | undefined;
  cellClassName: string | undefined;
}) {
  const hydrated = useHydrated();
  // Read once: a page rendered on the server keeps its bars through hydration.
  const [fromServer] = useState(!hydrated);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useWaitedAttribute(bodyRef, 'data-bars', !fromServer, dimRowsAfterMs);
  return (
    <tbody
      ref={bodyRef}
      className="dt-tbody"
      data-state="loading"
      data-bars={fromServer ? '' : undefined}
      aria-hidden="true"
    >
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <tr key={rowIndex} className={cx('dt-row', 'dt-skeleton-row', rowClassName)}>
          {columns.map((column) => (
            // The bar is the cell's ::after: ninety placeholders cost no element each.
            <td key={column.id} className={cx('dt-td', cellClassName)} data-align={column.align} />
          ))}
        </tr>
      ))}
    </tbody>
  );
}
