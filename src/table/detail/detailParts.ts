/** The details' parts: the panel beside the rows and each row's "Show details" button. */
export { DetailPanel } from './DetailPanel';
export { DetailHeaderCell, withDetailColumn } from './detailColumn';
