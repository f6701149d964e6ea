import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient, type DeliveriesClient } from '@src/api/client';
import { DeliveriesApiError } from '@src/api/errors';
import { deliveriesFaults, type DeliveriesFaultOptions } from '@src/mocks/index';
import { worker } from '../worker';
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
  shownCodes,
} from './faultGrid';

interface FailureCase {
  fault: string;
  handler: (options: DeliveriesFaultOptions) => HttpHandler;
  /** Exactly what the alert says. */
  message: string;
  /** Requests sent for the page: 1, or 3 when the failure is retried twice. */
  requests: number;
  client?: () => DeliveriesClient;
}

const failures: FailureCase[] = [
  {
    fault: '500 with a JSON body',
    handler: deliveriesFaults.serverError,
    message: 'The server could not answer (500 Internal Server Error): Database connection lost.',
    requests: 3,
  },
  {
    fault: '502 with an HTML page',
    handler: deliveriesFaults.badGatewayHtml,
    message: 'The server could not answer (502 Bad Gateway).',
    requests: 3,
  },
  {
    fault: '503 with an HTML page',
    handler: deliveriesFaults.serviceUnavailableHtml,
    message: 'The server could not answer (503 Service Unavailable).',
    requests: 3,
  },
  {
    fault: '400 with a validation body',
    handler: deliveriesFaults.badRequest,
    message: 'The server refused the request (400 Bad Request): pageSize must be at most 1000.',
    requests: 1,
  },
  {
    fault: 'a timeout',
    // Room enough that the reference backend's own answers before the fault are never late.
    handler: (options) => deliveriesFaults.slow({ ...options, delayMs: 3000 }),
    client: () => createDeliveriesClient({ baseUrl: '', timeoutMs: 500 }),
    message: 'The deliveries server did not answer within 500 ms.',
    requests: 3,
  },
  {
    fault: 'a network error',
    handler: deliveriesFaults.networkError,
    message: 'Could not reach the deliveries server. Check your connection.',
    requests: 3,
  },
  {
    fault: 'malformed JSON',
    handler: deliveriesFaults.malformedJson,
    message: "The server's answer is not valid JSON.",
    requests: 1,
  },
  {
    fault: 'a body that is not an array',
    handler: deliveriesFaults.notAnArray,
    message: 'The server sent deliveries in an unexpected shape: expected a list, got an object.',
    requests: 1,
  },
  {
    // The whole page is refused: a half-shown page would hide rows without saying which.
    fault: 'items with a missing and a wrong-typed field',
    handler: deliveriesFaults.brokenItems,
    message:
      'The server sent deliveries in an unexpected shape: item 1 has no "code" (and 1 more problem).',
    requests: 1,
  },
];

describe('a failed page keeps the rows and everything the person entered', () => {
  it.each(failures)('$fault', async ({ handler, message, requests, client }) => {
    serveReference();
    const { user } = renderGrid({ client: client?.() });
    await prepareInput(user);
    const rowsBefore = shownCodes();

    const sent = installFault(handler);
    await user.click(nextPage());

    const alertText = await findAlertMessage();
    expect(alertText).toBe(message);
    expect(alertText).not.toMatch(/[<>]|nginx|html/i);
    expect(sent).toEqual(Array.from({ length: requests }, () => inputRequest(2)));
    expect(shownCodes()).toEqual(rowsBefore);
    expectInputIntact();

    // The server recovers: "Retry" sends the same request and shows page 2.
    worker.resetHandlers();
    const recovered = serveReference();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await expectRowsFor(inputRequest(2));
    expect(recovered).toEqual([inputRequest(2)]);
    expect(screen.queryByRole('alert')).toBeNull();
    expectInputIntact();
  });
});

describe('refusals of the person: 401 and 403', () => {
  it.each([
    {
      status: 401,
      handler: deliveriesFaults.unauthorized,
      message: 'You are not signed in or your session has expired (401).',
    },
    {
      status: 403,
      handler: deliveriesFaults.forbidden,
      message: 'You do not have access to deliveries (403).',
    },
  ])(
    '$status: says so, tells onUnauthorized once per failure, never retries',
    async ({ status, handler, message }) => {
      serveReference();
      const onUnauthorized = vi.fn<(error: DeliveriesApiError) => void>();
      const { user } = renderGrid({ onUnauthorized });
      await prepareInput(user);
      const rowsBefore = shownCodes();

      const sent = installFault(handler);
      await user.click(nextPage());
      expect(await findAlertMessage()).toBe(message);
      expect(sent).toEqual([inputRequest(2)]);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      const [error] = onUnauthorized.mock.calls[0]!;
      expect(error).toBeInstanceOf(DeliveriesApiError);
      expect(error.status).toBe(status);
      expect(shownCodes()).toEqual(rowsBefore);
      expectInputIntact();

      // "Retry" is one more request and, refused again, one more call.
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(2));
      expect(sent).toEqual([inputRequest(2), inputRequest(2)]);
      expect(onUnauthorized.mock.calls[1]![0]).not.toBe(error);
      expectInputIntact();
    },
  );
});

describe('429 Too Many Requests', () => {
  it('waits for Retry-After before the retry, says so meanwhile, then shows the page', async () => {
    serveReference();
    const { user } = renderGrid();
    await prepareInput(user);

    const arrivals: number[] = [];
    const sent = installFault(({ onRequest }) =>
      deliveriesFaults.tooManyRequests({
        retryAfterSeconds: 1,
        times: 1,
        onRequest: (body) => {
          arrivals.push(performance.now());
          onRequest(body);
        },
      }),
    );
    await user.click(nextPage());
    expect(
      await screen.findByText('Too many requests; try again in 1 s (429). Trying again…'),
    ).toBeTruthy();
    await expectRowsFor(inputRequest(2));

    // The refused request and its retry, no sooner than Retry-After.
    expect(sent).toEqual([inputRequest(2), inputRequest(2)]);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(1000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Trying again/)).toBeNull();
    expectInputIntact();
  });

  it('does not wait for a Retry-After beyond 10 s: the person sees when to try again', async () => {
    serveReference();
    const { user } = renderGrid();
    await prepareInput(user);
    const rowsBefore = shownCodes();

    const sent = installFault((options) =>
      deliveriesFaults.tooManyRequests({ ...options, retryAfterSeconds: 30 }),
    );
    await user.click(nextPage());
    expect(await findAlertMessage()).toBe('Too many requests; try again in 30 s (429).');
    expect(sent).toEqual([inputRequest(2)]);
    expect(shownCodes()).toEqual(rowsBefore);
    expectInputIntact();
  });
});
