import { setupWorker } from 'msw/browser';

/** One MSW worker for every browser test file; each test adds its handlers with `worker.use`. */
export const worker = setupWorker();
