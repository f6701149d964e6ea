/**
 * Focus in and around the filter panel, one chunk fetched on demand: Tab's way into an open
 * inline panel and out of it, and a field focused once the form is drawn (from a chip, a cell's
 * or a header's menu). One file for the host's bundler: a chunk each cost the first load their
 * names.
 */
export { keepPanelNextInTabOrder } from './panelTabOrder';
export { focusFilterField } from './focusFilterField';
