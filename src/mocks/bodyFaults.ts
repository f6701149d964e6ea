import { HttpResponse, type HttpHandler } from 'msw';
import { generateDeliveries, type MockDelivery } from './generateDeliveries';
import { faultHandler, type DeliveriesFaultOptions } from './faultHandler';

/**
 * Faults that answer 200 with a body the contract does not promise: broken JSON, a wrapper
 * object, rows of the wrong shape, repeated codes, far more rows than asked.
 *
 * @example
 * ```ts
 * server.use(bodyFaults.notAnArray());
 * ```
 */
export const bodyFaults = {
  /**
   * 200 with a truncated JSON body: `[{"code": "DLV-1",`.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.malformedJson());
   * ```
   */
  malformedJson: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(
      options,
      () =>
        new HttpResponse('[{"code": "DLV-1",', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),

  /**
   * 200 with `{ items: [] }`: a wrapper object where the contract promises a bare array.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.notAnArray());
   * ```
   */
  notAnArray: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () => HttpResponse.json({ items: [] })),

  /**
   * 200 with five rows where row 1 lacks `code` and row 3 has `duQty: "12"` (a string); the
   * others are valid.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.brokenItems());
   * ```
   */
  brokenItems: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () => {
      const rows: Record<string, unknown>[] = generateDeliveries(5, 11).map((delivery) => ({
        ...delivery,
      }));
      delete rows[1]?.code;
      if (rows[3]) rows[3].duQty = '12';
      return HttpResponse.json(rows);
    }),

  /**
   * 200 with `count` (default 10) valid rows in pairs sharing a `code` (rows 0 and 1, 2 and 3, …),
   * for checking that the grid does not key rows by code alone.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.duplicateCodes());
   * ```
   */
  duplicateCodes: (options: DeliveriesFaultOptions & { count?: number } = {}): HttpHandler =>
    faultHandler(options, () => {
      const rows = generateDeliveries(options.count ?? 10, 13);
      const paired = rows.map((row, index) => ({
        ...row,
        code: rows[index - (index % 2)]?.code ?? row.code,
      }));
      return HttpResponse.json(paired);
    }),

  /**
   * 200 with `count` (default 50 000) valid rows whatever `pageSize` asked for, generated on
   * the first request and reused.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.hugePage({ count: 20_000 }));
   * ```
   */
  hugePage: (options: DeliveriesFaultOptions & { count?: number } = {}): HttpHandler => {
    let rows: MockDelivery[] | undefined;
    return faultHandler(options, () =>
      HttpResponse.json((rows ??= generateDeliveries(options.count ?? 50_000, 17))),
    );
  },
} as const;
