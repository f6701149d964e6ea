import { http } from 'msw';
import { onTestFinished } from 'vitest';
import { serveNormally } from '@src/mocks/faultHandler';
import { deferred } from '../../deferred';
import { worker } from '../worker';

/**
 * The reference backend; pages named in `held` wait until `release(n)`. `asked` lists the
 * pages asked for, in order; `answered` the pages whose answer went out.
 */
export function holdPages(
  deliveries: Parameters<typeof serveNormally>[2],
  held: readonly number[],
) {
  const gates = new Map(held.map((n) => [n, deferred<void>()]));
  const asked: number[] = [];
  const answered: number[] = [];
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const text = await request.text();
      const { pageNumber } = JSON.parse(text) as { pageNumber: number };
      asked.push(pageNumber);
      const gate = gates.get(pageNumber);
      if (gate) await gate.promise;
      answered.push(pageNumber);
      return serveNormally(
        new Request(request.url, { method: 'POST', headers: request.headers }),
        text,
        deliveries,
      );
    }),
  );
  const releaseAll = () => gates.forEach((gate) => gate.resolve());
  onTestFinished(releaseAll);
  return { asked, answered, release: (n: number) => gates.get(n)?.resolve(), releaseAll };
}
