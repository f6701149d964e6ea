/**
 * Rows per request of an export by default: half the reference backend's limit of 1,000, and
 * within what picky servers commonly accept, so an export of 10,000 rows takes 20 requests.
 */
export const defaultExportPageSize = 500;

/** Most rows an export fetches by default. */
export const defaultExportMaxRows = 10_000;
