import { DeliveriesTable, type DeliveriesTableProps } from '@src/index';
import { generateDeliveries, type MockDelivery } from '@src/mocks/index';
import { serveReferenceBackend } from './referenceBackend';

/**
 * A story's own deliveries, which "another operator" edits between two requests: each edit
 * puts one new delivery in front, gives the second a new status and the fifth more pallets.
 *
 * @example
 * ```ts
 * const backend = editedDeliveries(120, 4);
 * const meta = { beforeEach: backend.serve, render: backend.render };
 * ```
 */
export function editedDeliveries(count: number, seed: number) {
  const original = generateDeliveries(count, seed);
  const dataset: MockDelivery[] = [];
  let edits = 0;
  const anotherOperator = () => {
    edits += 1;
    dataset[1] = { ...dataset[1]!, status: 5 };
    dataset[4] = { ...dataset[4]!, palletQty: dataset[4]!.palletQty + edits };
    dataset.unshift({
      ...dataset[0]!,
      code: `DLV-2026-0${String(90000 + edits)}`,
      customerBusinessPartnerName: 'Neue Kunden GmbH',
    });
  };
  return {
    dataset,
    /** What another operator does meanwhile. */
    anotherOperator,
    /** A story's `beforeEach`: the same deliveries on each visit, served by the reference backend. */
    serve: ({ msw }: { msw: Parameters<typeof serveReferenceBackend>[0] }) => {
      dataset.splice(0, dataset.length, ...original.map((delivery) => ({ ...delivery })));
      edits = 0;
      serveReferenceBackend(msw, { dataset });
    },
    /** A story's `render`: the grid after a button that makes another operator's edits. */
    render: (args: DeliveriesTableProps) => (
      <>
        {/* A host's own button, 24 px at least, as WCAG 2.5.8 (checked by axe) asks. */}
        <button type="button" onClick={anotherOperator} style={{ minHeight: 28 }}>
          Another operator changes deliveries
        </button>
        <DeliveriesTable {...args} />
      </>
    ),
  };
}
