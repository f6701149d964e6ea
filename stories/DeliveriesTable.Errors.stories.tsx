import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable } from '@src/index';
import { deliveriesFaults, type DeliveriesFaultOptions } from '@src/mocks/index';
import { serveReferenceBackend, statusOptions, storyBaseUrl } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';

/**
 * How the grid fails: each story puts one of `deliveriesFaults` in front of the reference
 * backend for the first request(s) only, so the story rests on the alert and pressing "Retry"
 * loads the deliveries. A 5xx or a network failure is retried twice on its own before the
 * alert shows (answers 1–3 fail); refusals (4xx) and broken answers are shown at once. These
 * stories always mock the fault, even with `STORYBOOK_DELIVERIES_BASE_URL` set (after the
 * fault, the live server answers).
 */
const meta = {
  title: 'DeliveriesTable/Errors',
  component: DeliveriesTable,
  args: { baseUrl: storyBaseUrl, statusOptions, timeZone: 'Europe/Berlin', locale: 'en-GB' },
  parameters: { controls: { include: ['baseUrl', 'theme', 'messages'] } },
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fault for the next `times` requests, then the reference backend. */
function failing(
  fault: (options: DeliveriesFaultOptions) => HttpHandler,
  times: number,
): HttpHandler[] {
  return Array.from({ length: times }, () => fault({ once: true }));
}

/** The play of every error story: the alert's exact text and its "Retry" (left for you to press). */
function expectAlert(message: string): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the alert says what went wrong and offers "Retry"', async () => {
      const alert = await canvas.findByRole('alert', {}, settleTimeout);
      await expect(alert).toHaveTextContent(message);
      await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(within(deliveriesTable(canvasElement)).getAllByRole('row')).toHaveLength(1);
    });
  };
}

/** 500 with a JSON `{ message }`: the server's own words are shown. */
export const ServerError500: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: failing(deliveriesFaults.serverError, 3) }),
  play: expectAlert(
    'The server could not answer (500 Internal Server Error): Database connection lost.',
  ),
};

/** 502 from a proxy with an HTML page: the page itself is never shown. */
export const HtmlErrorPage: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: failing(deliveriesFaults.badGatewayHtml, 3) }),
  play: expectAlert('The server could not answer (502 Bad Gateway).'),
};

/** 401: not signed in or the session expired; not retried on its own. */
export const Unauthorized401: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: failing(deliveriesFaults.unauthorized, 1) }),
  play: expectAlert('You are not signed in or your session has expired (401).'),
};

/**
 * 429 with `Retry-After: 30`: longer than the grid waits on its own, so the person is told
 * when to try again.
 */
export const TooManyRequests429: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, {
      faults: [deliveriesFaults.tooManyRequests({ retryAfterSeconds: 30, times: 1 })],
    }),
  play: expectAlert('Too many requests; try again in 30 s (429).'),
};

/** 200 with a truncated JSON body. */
export const MalformedResponse: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: failing(deliveriesFaults.malformedJson, 1) }),
  play: expectAlert("The server's answer is not valid JSON."),
};

/** 200 with rows of the wrong shape: item 1 has no `code`, item 3 a `duQty` that is a string. */
export const BrokenItems: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: failing(deliveriesFaults.brokenItems, 1) }),
  play: expectAlert(
    'The server sent deliveries in an unexpected shape: item 1 has no "code" (and 1 more problem).',
  ),
};

/**
 * 503 from a proxy, three times (the first answer and both automatic retries), then the
 * server is back: "Retry" loads the deliveries and the alert goes.
 */
export const RetryAfterError: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: failing(deliveriesFaults.serviceUnavailableHtml, 3) }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('the alert after three failed answers', async () => {
      const alert = await canvas.findByRole('alert', {}, settleTimeout);
      await expect(alert).toHaveTextContent(
        'The server could not answer (503 Service Unavailable).',
      );
    });
    await step('"Retry" loads the deliveries and the alert goes', async () => {
      const alert = canvas.getByRole('alert');
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await expectRows(deliveriesTable(canvasElement), expectedCodes({}));
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), settleTimeout);
    });
  },
};

/**
 * A `baseUrl` the client must refuse (here one with a user name and password): the grid says
 * so in place of its rows and sends nothing; the value itself is never shown.
 */
export const RefusedBaseUrl: Story = {
  args: { baseUrl: 'https://ops:s3cret-pass@api.example.com' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The deliveries cannot be loaded: deliveries-table: baseUrl must not contain a user name or password',
    );
    await expect(canvasElement).not.toHaveTextContent('s3cret-pass');
  },
};
