import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import {
  dataset,
  deliveriesTable,
  expectedCodes,
  firstPage,
  serveDeliveries,
  shownCodes,
} from './deliveriesServer';

// A file of its own: its module state is fresh, so the first test sees a page's first render.
describe('DeliveriesTable Intl objects', () => {
  const dateStyle = { dateStyle: 'medium', timeStyle: 'short' } as const;
  it.each([
    // First: code that keeps the browser's names once read would hide a read after a test's.
    { given: 'no locale or zone (the browser’s)', props: {}, zone: undefined },
    { given: 'en-GB and UTC', props: { locale: 'en-GB', timeZone: 'UTC' }, zone: 'UTC' },
  ])(
    'paints the empty grid without building an Intl object, given $given, and builds its formats while the first page is on its way',
    async ({ props, zone }) => {
      serveDeliveries();
      let releaseAnswer!: () => void;
      const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
      worker.use(
        http.post('*/api/deliveries', async () => {
          await answerHeld;
          return undefined; // on to the reference backend
        }),
      );
      const { DateTimeFormat, NumberFormat } = Intl;
      const built: string[] = [];
      // Every way in: `new Intl.X(…)` and a call without `new` (as `resolvedOptions()` reads take).
      const recorded = <T extends object>(kind: string, format: T) =>
        new Proxy(format, {
          construct: (target, args) => {
            built.push(kind);
            return Reflect.construct(target as never, args) as object;
          },
          apply: (target, self, args) => {
            built.push(kind);
            return Reflect.apply(target as never, self, args) as unknown;
          },
        });
      Intl.DateTimeFormat = recorded('dates', DateTimeFormat);
      Intl.NumberFormat = recorded('numbers', NumberFormat);
      try {
        renderGrid(props);
        expect(within(deliveriesTable()).getAllByRole('columnheader')).toHaveLength(9);
        expect(built).toEqual([]);

        await waitFor(() => expect(built.toSorted()).toEqual(['dates', 'numbers']));
        expect(deliveriesTable().getAttribute('aria-busy')).toBe('true');
        releaseAnswer();
        await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
        const firstRow = within(deliveriesTable()).getAllByRole('row')[1]!;
        const insertTime = dataset.find((row) => row.code === expectedCodes(firstPage)[0])!;
        expect(within(firstRow).getAllByRole('cell')[8]!.textContent).toBe(
          new DateTimeFormat(props.locale, { ...dateStyle, timeZone: zone }).format(
            Date.parse(insertTime.insertTime),
          ),
        );
        expect(built).toHaveLength(2);
      } finally {
        Intl.DateTimeFormat = DateTimeFormat;
        Intl.NumberFormat = NumberFormat;
        // A held answer would keep the MSW worker from stopping.
        releaseAnswer();
      }
    },
  );
});
