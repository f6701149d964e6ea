import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveriesClient, type DeliveriesClient } from '@src/api/client';
import { deliveriesFaults } from '@src/mocks/index';
import {
  expectInputIntact,
  expectRowsFor,
  findAlertMessage,
  inputRequest,
  installFault,
  nextPage,
  prepareInput,
  renderGrid,
  serveReference,
} from './faultGrid';

// Review finds (a helper playing a careless host): a host's client answering no list blanked the
// whole grid (React's "Invalid value used as weak map key"), and an `onUnauthorized` that throws
// took the grid down from an effect.

/** The reference client, but page 2 is answered by `answer` until `mend()`. */
function hostClient(answer: () => unknown) {
  const real = createDeliveriesClient({ baseUrl: '' });
  let mended = false;
  const client: DeliveriesClient = {
    ...real,
    queryDeliveries: (request, options) =>
      request.pageNumber === 2 && !mended
        ? (answer() as ReturnType<DeliveriesClient['queryDeliveries']>)
        : real.queryDeliveries(request, options),
  };
  return { client, mend: () => (mended = true) };
}

// What the page reported as uncaught: the host's own error, kept from failing the test run.
let reported: unknown[] = [];
const onError = (event: ErrorEvent) => {
  reported.push(event.error);
  event.preventDefault();
};
beforeEach(() => {
  reported = [];
  window.addEventListener('error', onError);
});
afterEach(() => window.removeEventListener('error', onError));

describe("a host client's answer that is no list", () => {
  it.each([
    { answer: () => Promise.resolve(null), got: 'null' },
    { answer: () => Promise.resolve({ items: [] }), got: 'an object' },
    { answer: () => Promise.resolve('Bearer s3cr3t'), got: 'a string' },
  ])('$got: an alert with Retry, the rows and the input kept', async ({ answer }) => {
    serveReference();
    const host = hostClient(answer);
    const { user } = renderGrid({ client: host.client });
    await prepareInput(user);
    await user.click(nextPage());
    expect(await findAlertMessage()).toBe(
      'The server sent deliveries in an unexpected shape: expected a list.',
    );
    expect(document.body.textContent).not.toContain('s3cr3t');
    expectInputIntact();
    host.mend();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await expectRowsFor(inputRequest(2));
    expect(reported).toEqual([]);
  });

  it('a list handed back without a promise is the page', async () => {
    serveReference();
    const rows = await createDeliveriesClient({ baseUrl: '' }).queryDeliveries(inputRequest(2));
    const host = hostClient(() => rows);
    const { user } = renderGrid({ client: host.client });
    await prepareInput(user);
    await user.click(nextPage());
    await expectRowsFor(inputRequest(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('an onUnauthorized that throws (a redirect helper failing)', () => {
  it('is reported as the page’s error; the grid keeps its alert and the input', async () => {
    serveReference();
    const failure = new Error('redirect to login failed');
    const { user } = renderGrid({
      onUnauthorized: () => {
        throw failure;
      },
    });
    await prepareInput(user);
    installFault(deliveriesFaults.unauthorized);
    await user.click(nextPage());
    expect(await findAlertMessage()).toBe(
      'You are not signed in or your session has expired (401).',
    );
    expect(reported).toEqual([failure]);
    expectInputIntact();
  });
});
