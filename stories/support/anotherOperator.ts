import { generateDeliveries, type MockDelivery } from '@src/mocks/index';

/**
 * A story's own deliveries, which "another operator" edits between two requests: each edit
 * puts one new delivery in front, gives the second a new status and the fifth more pallets.
 *
 * @example
 * ```ts
 * const backend = editedDeliveries(120, 4);
 * beforeEach: ({ msw }) => { backend.reset(); serveReferenceBackend(msw, { dataset: backend.dataset }); }
 * ```
 */
export function editedDeliveries(count: number, seed: number) {
  const original = generateDeliveries(count, seed);
  const dataset: MockDelivery[] = [];
  let edits = 0;
  return {
    dataset,
    /** Each visit starts from the same deliveries. */
    reset: () => {
      dataset.splice(0, dataset.length, ...original.map((delivery) => ({ ...delivery })));
      edits = 0;
    },
    /** What another operator does meanwhile. */
    anotherOperator: () => {
      edits += 1;
      dataset[1] = { ...dataset[1]!, status: 5 };
      dataset[4] = { ...dataset[4]!, palletQty: dataset[4]!.palletQty + edits };
      dataset.unshift({
        ...dataset[0]!,
        code: `DLV-2026-0${String(90000 + edits)}`,
        customerBusinessPartnerName: 'Neue Kunden GmbH',
      });
    },
  };
}
