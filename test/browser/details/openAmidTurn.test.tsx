import '@src/theme/styles.css';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { serveNormally } from '@src/mocks/faultHandler';
import { deferred } from '../../deferred';
import { nextFrames } from '../harness/nextFrames';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { worker } from '../worker';
import { clickShowDetails, DetailsHost, panelOf, rowOf, type Placement } from './detailsHost';

type User = ReturnType<typeof userEvent.setup>;

const generous = { timeout: 10_000 };
const dataset = generateDeliveries(30, 11);
const codes = dataset.map((delivery) => delivery.code);
// Wide enough for the details beside the rows.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

/** The reference backend, page 2 held until `release`; `sent` once its answer has gone out. */
function serveHoldingPageTwo(deliveries = dataset) {
  const held = deferred<void>();
  const asked: number[] = [];
  let pageTwo: string | undefined;
  const sent = new Promise<void>((resolve) => {
    const onSent = ({ requestId }: { requestId: string }) => {
      if (requestId !== pageTwo) return;
      worker.events.removeListener('response:mocked', onSent);
      resolve();
    };
    worker.events.on('response:mocked', onSent);
  });
  worker.use(
    http.post('*/api/deliveries', async ({ request, requestId }) => {
      const text = await request.text();
      const { pageNumber } = JSON.parse(text) as { pageNumber: number };
      asked.push(pageNumber);
      if (pageNumber === 2) {
        pageTwo = requestId;
        await held.promise;
      }
      return serveNormally(
        new Request(request.url, { method: 'POST', headers: request.headers }),
        text,
        deliveries,
      );
    }),
  );
  return { asked, sent, release: () => held.resolve() };
}

// A person who pressed J past the page's last row, then clicked a row of the page still shown
// while the next one was on its way, wants that row's details: the click ends the turn, and the
// grid goes back to the page the row is on.
/** J from page 1's last delivery, then `act` while page 2 is held; then page 2's answer goes out. */
async function whileTurning(placement: Placement, act: (user: User) => Promise<void>) {
  const server = serveHoldingPageTwo();
  const user = userEvent.setup();
  render(<DetailsHost codes={codes} placement={placement} />);
  try {
    await clickShowDetails(user, codes[9]!);
    await panelOf(codes[9]!, placement);
    await user.keyboard('j');
    await screen.findByText('Page 2', {}, generous);
    // Page 2 is on its way; page 1 is still shown.
    await act(user);
  } finally {
    server.release();
  }
  expect(server.asked).toEqual([1, 2]);
  await server.sent;
  await nextFrames(3);
}

/** `open`, then the details of codes[3] and page 1 shown, while page 2 is held. */
const opening =
  (open: (user: User) => Promise<void>, placement: Placement) => async (user: User) => {
    await open(user);
    await panelOf(codes[3]!, placement);
    await screen.findByText('Page 1', {}, generous);
  };

/** Page 1 shown, with codes[3]'s details, and page 2 nowhere. */
async function expectDetailsOnPageOne(placement: Placement) {
  expect(screen.getByText('Page 1')).toBeTruthy();
  expect(rowOf(codes[3]!)).not.toBeNull();
  expect(rowOf(codes[10]!)).toBeNull();
  expect(await panelOf(codes[3]!, placement)).toBeVisible();
  await expectNoAxeViolations(`${placement} details of a delivery opened during a turn`);
}

// J past the page's last row, then another delivery of the page still shown opened while the
// next page is on its way (a person's click, the host's own `open`): that delivery's details,
// on its page. The open ends the turn, and the grid goes back to the page the row is on.
describe.each<Placement>(['inline', 'side'])(
  'details %s, opened while J turns the page',
  (placement) => {
    it('a row clicked: its details on its page, and the page J asked for never shows', async () => {
      await whileTurning(
        placement,
        opening((user) => clickShowDetails(user, codes[3]!), placement),
      );
      await expectDetailsOnPageOne(placement);
    });

    it('the host’s own open: its delivery stays open, not the next page’s first', async () => {
      const flagged = (user: User) =>
        user.click(screen.getByRole('button', { name: 'Show the flagged delivery' }));
      await whileTurning(placement, opening(flagged, placement));
      await expectDetailsOnPageOne(placement);
    });

    it('the host closing them: page 2 comes, and the details stay closed', async () => {
      await whileTurning(placement, async (user) => {
        await user.keyboard('{Delete}');
        await waitFor(() =>
          expect(screen.queryByRole('heading', { name: /^Delivery / })).toBeNull(),
        );
      });
      await waitFor(() => expect(rowOf(codes[10]!)).not.toBeNull(), generous);
      await nextFrames(3);
      expect(screen.getByText('Page 2')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /^Delivery / })).toBeNull();
    });
  },
);

describe('details beside the rows, opened while K turns back from a short last page', () => {
  it('turn back to it: the pager’s “no next page” of the rows shown does not stop the way back', async () => {
    // 25 deliveries, 10 a page: page 3 holds 5, and page 2 is on its way after K.
    const short = dataset.slice(0, 25);
    const server = serveHoldingPageTwo(short);
    const user = userEvent.setup();
    render(<DetailsHost codes={codes} firstPage={3} />);
    try {
      await clickShowDetails(user, codes[20]!);
      await panelOf(codes[20]!);
      await user.keyboard('k');
      await screen.findByText('Page 2', {}, generous);
      await clickShowDetails(user, codes[22]!);
      await panelOf(codes[22]!);
      await screen.findByText('Page 3', {}, generous);
    } finally {
      server.release();
    }
    expect(server.asked).toEqual([3, 2]);
    await server.sent;
    await nextFrames(3);
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(rowOf(codes[22]!)).not.toBeNull();
    expect(screen.queryByText(/is not on this page/)).toBeNull();
  });
});
