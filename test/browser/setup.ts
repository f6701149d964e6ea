import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { isCommonAssetRequest } from 'msw';
import { worker } from './worker';

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
afterEach(() => {
  cleanup();
  worker.resetHandlers();
});
afterAll(() => worker.stop());
