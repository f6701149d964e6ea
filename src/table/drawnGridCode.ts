import { onDemandModule } from '../shared/onDemandModule';

/**
 * The code every drawn grid fetches after its first paint, which never waits for it: the
 * columns' widths from text, its height's fit, the marks of edges where columns are cut off,
 * its page-wide shortcuts, the headers' menus and "Columns". One chunk: the first load names
 * each chunk it may fetch.
 */
export const drawnGridCode = onDemandModule(() => import('./drawnGridModule'));
