/** How the driver set up this page load, read from the URL (`?rows=1000&server=held`). */
const params = new URLSearchParams(location.search);

/** Rows per page, the page size both pages ask for. */
export const pageSize = Number(params.get('rows') ?? 25);

/**
 * `held`: page-1 requests wait for the driver's `deliver()` (timed figures);
 * `instant`: every request gets a full page at once (request, render and heap figures).
 */
export const serverPolicy: 'held' | 'instant' =
  params.get('server') === 'instant' ? 'instant' : 'held';

/** The grid's `virtualizeAbove`, when the driver sets one (`Infinity` turns it off). */
export const virtualizeAbove = params.has('virtualizeAbove')
  ? Number(params.get('virtualizeAbove'))
  : undefined;

/**
 * The floor draws only the first `drawn` rows of the answer when set: as many as a virtualized
 * body draws in its first frame. Unset, it draws every row.
 */
export const drawnRowLimit = params.has('drawn') ? Number(params.get('drawn')) : undefined;
