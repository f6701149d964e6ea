import { onDemandModule } from '../shared/onDemandModule';

/**
 * The code every drawn grid fetches after its first paint, which never waits for it: the
 * columns' widths from text, its height's fit and its page-wide shortcuts. One chunk, not
 * three: the first load names each chunk it may fetch, about 10 bytes gzipped a name.
 */
export const drawnGridCode = onDemandModule(() => import('./drawnGridModule'));
