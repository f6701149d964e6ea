import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { worker } from './worker';

// An unmocked request is a test bug: fail loudly instead of reaching a network that is not there.
beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: 'error' });
});
afterEach(() => {
  cleanup();
  worker.resetHandlers();
});
afterAll(() => worker.stop());
