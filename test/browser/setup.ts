import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { parkMouse } from './parkMouse';
import { cleanup, configure } from '@testing-library/react';
import { isCommonAssetRequest } from 'msw';
import { worker } from './worker';

// The suite's page is 414 px wide, a phone's: its tests are of the table, unless a test asks for
// cards (`cards.below`, or this property removed, as test/browser/cards does).
document.documentElement.style.setProperty('--dt-cards-below', '0');

// findBy…/waitFor give up after 1 s by default: on a busy machine an on-demand part (its chunk from
// the dev server) or a page of rows can take longer, and a person would still be waiting for it.
configure({ asyncUtilTimeout: 10_000 });

// An unmocked request is a test bug: fail loudly instead of reaching a network that is not there.
// Modules pass through: source files and assets (as MSW's own strategies let them), and the
// runner's `vi.mock` modules, served at `/@id/…` with no file extension.
beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request } | undefined)?.request;
      if (
        request &&
        (isCommonAssetRequest(request) || new URL(request.url).pathname.startsWith('/@id/'))
      )
        return;
      defaults.error();
    },
  });
});
// A layout that feeds back on itself makes the browser report a ResizeObserver loop to the
// page's error handlers: a host's error monitoring would log it. No test may cause one.
let resizeLoops: string[] = [];
const onPageError = (event: ErrorEvent) => {
  if (event.message.includes('ResizeObserver loop')) resizeLoops.push(event.message);
};
window.addEventListener('error', onPageError);
afterEach(() => {
  cleanup();
  worker.resetHandlers();
  const reported = resizeLoops;
  resizeLoops = [];
  if (reported.length > 0) throw new Error(`The page reported: ${reported.join('; ')}`);
});
afterAll(() => {
  // The browser project's files share one page, and this file runs again before each of them.
  window.removeEventListener('error', onPageError);
  return worker.stop();
});

beforeEach(parkMouse);
