import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { worker } from '../worker';
import {
  expectInputIntact,
  findAlertMessage,
  inputRequest,
  installFault,
  nextPage,
  prepareInput,
  renderGrid,
  serveReference,
  shownCodes,
} from './faultGrid';
import { faultHandler } from '@src/mocks/faultHandler';

afterEach(() => {
  vi.restoreAllMocks();
});

const token = 'tok-3f9a7c21d8e04b56';
const apiKey = 'key-5b0e2d9c4a7f1e38';

describe('what the host sends is kept to the request', () => {
  it('auth headers reach the server but never query keys, logs, URLs or the error message', async () => {
    const consoleCalls = (['log', 'info', 'debug', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method),
    );
    const seen: { url: string; authorization: string | null; apiKey: string | null }[] = [];
    // In front of whatever answers: notes the address and headers of every request.
    const watchRequests = () =>
      worker.use(
        http.post('*/api/deliveries', ({ request }) => {
          seen.push({
            url: request.url,
            authorization: request.headers.get('Authorization'),
            apiKey: request.headers.get('X-Api-Key'),
          });
          return undefined;
        }),
      );
    serveReference();
    watchRequests();
    const client = createDeliveriesClient({
      baseUrl: '',
      headers: async () => ({ Authorization: `Bearer ${token}`, 'X-Api-Key': apiKey }),
    });
    const { user, queryClient } = renderGrid({ client });
    await prepareInput(user);

    // A server that echoes what it got in its error message.
    const sent = installFault((options) =>
      faultHandler(options, (request) =>
        HttpResponse.json(
          {
            message: `Token ${request.headers.get('Authorization')} has no access to tenant with key ${request.headers.get('X-Api-Key')}.`,
          },
          { status: 400 },
        ),
      ),
    );
    watchRequests();
    await user.click(nextPage());
    const message = await findAlertMessage();
    expect(message).toBe(
      'The server refused the request (400 Bad Request): Token [redacted] has no access to tenant with key [redacted].',
    );
    expect(sent).toEqual([inputRequest(2)]);
    expectInputIntact();

    // The server did get them, on every request, and never in the address: the first page and
    // the failing one at least (a busy machine may ask for the tag and the search as one).
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const request of seen) {
      expect(request).toEqual({
        url: new URL('/api/deliveries', location.href).href,
        authorization: `Bearer ${token}`,
        apiKey,
      });
    }
    const keys = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    );
    expect(keys).toContain('"deliveries"');
    const logged = JSON.stringify(
      consoleCalls.flatMap((spy) => spy.mock.calls),
      (_, value) => (value instanceof Error ? `${value.message} ${value.stack}` : value),
    );
    for (const secret of [token, apiKey]) {
      expect(keys).not.toContain(secret);
      expect(logged).not.toContain(secret);
      expect(document.body.textContent).not.toContain(secret);
    }
  });

  it("a redirect to another origin: its error page's text is never shown", async () => {
    const otherOrigin = 'https://sso.other-company.test';
    serveReference();
    const { user } = renderGrid();
    await prepareInput(user);
    const rowsBefore = shownCodes();

    const sent = installFault((options) =>
      faultHandler(options, () => HttpResponse.redirect(`${otherOrigin}/login`, 302)),
    );
    let otherSiteAsked = 0;
    worker.use(
      http.get(`${otherOrigin}/login`, () => {
        otherSiteAsked += 1;
        return HttpResponse.json(
          { message: 'Session abc123 for admin@other-company.test expired; internal host db-7.' },
          { status: 404, headers: { 'Access-Control-Allow-Origin': '*' } },
        );
      }),
    );
    await user.click(nextPage());
    expect(await findAlertMessage()).toBe('The server refused the request (404 Not Found).');
    expect(sent).toEqual([inputRequest(2)]);
    await waitFor(() => expect(otherSiteAsked).toBe(1));
    expect(screen.queryByText(/abc123|other-company|db-7/)).toBeNull();
    expect(shownCodes()).toEqual(rowsBefore);
    expectInputIntact();
  });
});
