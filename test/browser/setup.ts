import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { worker } from './worker';

// An unmocked request is a test bug: fail loudly instead of reaching a network that is not there.
// The test runner's own module requests (a `vi.mock` module is one, at `/@id/…`) pass through.
beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request } | undefined)?.request;
      if (request && new URL(request.url).pathname.startsWith('/@id/')) return;
      defaults.error();
    },
  });
});
afterEach(() => {
  cleanup();
  worker.resetHandlers();
});
afterAll(() => worker.stop());
