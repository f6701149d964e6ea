import type { Delivery } from '@src/index';

/**
 * Rows the bench server sends, from the reference dataset (same seed on both pages);
 * `?dataset=20000` makes it larger, so a second page of 10,000 rows holds other codes.
 */
const datasetSize = Number(new URLSearchParams(location.search).get('dataset') ?? 10_000);

// Loaded on demand: the mocks' code must not count in either page's mount time.
let dataset: Promise<readonly Delivery[]> | undefined;
export function loadDataset(): Promise<readonly Delivery[]> {
  dataset ??= import('@src/mocks/index').then(({ generateDeliveries }) =>
    generateDeliveries(datasetSize, 1),
  );
  return dataset;
}

/** A response body serialized ahead of time, so answering costs no `JSON.stringify`. */
export interface PreparedAnswer {
  json: string;
  firstCode: string;
}

/** The first `count` rows newest first (as unsorted) and oldest first (as sorted by code). */
export async function prepareAnswers(
  count: number,
): Promise<{ desc: PreparedAnswer; asc: PreparedAnswer }> {
  const rows = (await loadDataset()).slice(0, count);
  const answer = (ordered: readonly Delivery[]): PreparedAnswer => ({
    json: JSON.stringify(ordered),
    firstCode: ordered[0]?.code ?? '',
  });
  return { desc: answer(rows), asc: answer(rows.toReversed()) };
}

/** Page `pageNumber` of the dataset, wrapping around, for the `instant` server. */
export async function pageOfDataset(pageNumber: number, size: number): Promise<string> {
  const rows = await loadDataset();
  const start = ((pageNumber - 1) * size) % rows.length;
  return JSON.stringify(rows.slice(start, start + size));
}
