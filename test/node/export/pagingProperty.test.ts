import fc from 'fast-check';
import type { HttpHandler } from 'msw';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { DeliveriesApiError } from '@src/api/errors';
import type { DeliveriesRequest } from '@src/api/types';
import { fetchMatchingDeliveries } from '@src/export/fetchMatchingDeliveries';
import { createDeliveriesHandlers, generateDeliveries } from '@src/mocks/index';
import type { MockDelivery } from '@src/mocks/index';
import {
  pageNumberClampingServer,
  pageNumberIgnoringServer,
  pageNumberIgnoringVaryingServer,
  pageOverlappingServer,
  rowDroppingServer,
  type MisbehavingServerOptions,
} from './misbehavingServers';

const origin = 'https://deliveries.test';
const pool = generateDeliveries(40, 23);

/**
 * A client whose requests the handlers answer as a Request and a Response, without the
 * interceptor: 150 runs of a dozen requests stay well under 2 s.
 */
function clientOf(handlers: HttpHandler[]) {
  return createDeliveriesClient({
    baseUrl: origin,
    fetch: async (input, init) => {
      const response = await getResponse(handlers, new Request(input, init));
      if (!response) throw new TypeError('No handler answered.');
      return response;
    },
  });
}

/** How the server pages: honestly, or one way wrong. */
const behaviours = fc.oneof(
  fc.constant({ kind: 'honest' as const }),
  fc.constantFrom('same', 'order', 'servedAt').map((vary) => ({ kind: 'ignore' as const, vary })),
  fc.integer({ min: 1, max: 11 }).map((overlap) => ({ kind: 'overlap' as const, overlap })),
  fc
    .record({ page: fc.integer({ min: 2, max: 8 }), missing: fc.integer({ min: 1, max: 11 }) })
    .map((drop) => ({ kind: 'drop' as const, ...drop })),
  fc.constantFrom('last', 'first').map((to) => ({ kind: 'clamp' as const, to })),
);

type Behaviour = typeof behaviours extends fc.Arbitrary<infer B> ? B : never;

function handlerFor(behaviour: Behaviour, options: MisbehavingServerOptions): HttpHandler[] {
  switch (behaviour.kind) {
    case 'honest':
      return createDeliveriesHandlers({
        ...options,
        onRequest: (body) => options.onRequest?.(body as DeliveriesRequest),
      });
    case 'ignore':
      return [
        behaviour.vary === 'same'
          ? pageNumberIgnoringServer(options)
          : pageNumberIgnoringVaryingServer({ ...options, vary: behaviour.vary }),
      ];
    case 'overlap':
      return [pageOverlappingServer({ ...options, overlap: behaviour.overlap })];
    case 'drop':
      return [rowDroppingServer({ ...options, ...behaviour })];
    case 'clamp':
      return [pageNumberClampingServer({ ...options, to: behaviour.to })];
  }
}

/** Deliveries in server order, some next to a twin sharing their code (as sorting by code puts them). */
const datasets = fc
  .record({
    size: fc.integer({ min: 0, max: 40 }),
    twins: fc.array(fc.integer({ min: 1, max: 39 }), { maxLength: 6 }),
  })
  .map(({ size, twins }) =>
    pool.slice(0, size).map((row, index, rows): MockDelivery => {
      const twin = twins.includes(index) ? rows[index - 1] : undefined;
      return twin ? { ...row, code: twin.code } : row;
    }),
  );

describe('fetchMatchingDeliveries, property: a file is all the deliveries, or none', () => {
  // 150 generated datasets and servers, each exported through MSW: 0.3 s idle, 2.5 s when busy.
  it('honest servers export every row; misbehaving ones are refused, never half-exported', async () => {
    await fc.assert(
      fc.asyncProperty(
        datasets,
        fc.integer({ min: 2, max: 12 }),
        behaviours,
        async (dataset, pageSize, behaviour) => {
          if (behaviour.kind === 'overlap') fc.pre(behaviour.overlap < pageSize);
          // Leaving out rows of the last page, or all of a page, looks like the end: undetectable.
          if (behaviour.kind === 'drop') {
            const onPage = Math.min(pageSize, dataset.length - (behaviour.page - 1) * pageSize);
            fc.pre(dataset.length > behaviour.page * pageSize && behaviour.missing < onPage);
          }
          let requests = 0;
          const handlers = handlerFor(behaviour, {
            baseUrl: origin,
            dataset,
            onRequest: () => (requests += 1),
          });
          const outcome = await fetchMatchingDeliveries({
            client: clientOf(handlers),
            request: { pageNumber: 1, pageSize: 25, quickSearch: '' },
            pageSize,
            maxRows: 1000,
          }).then(
            (result) => ({ ...result, requests }),
            (error: unknown) => error,
          );
          if (behaviour.kind === 'honest') {
            expect(outcome).toEqual({
              deliveries: dataset,
              capped: false,
              // Every page, up to the empty one after the last; nothing at all takes two.
              requests: Math.max(2, Math.ceil(dataset.length / pageSize) + 1),
            });
            return;
          }
          if (outcome instanceof Error) {
            expect(outcome).toBeInstanceOf(DeliveriesApiError);
          } else {
            expect(outcome).toMatchObject({ deliveries: dataset, capped: false });
          }
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
  }, 30_000);
});
