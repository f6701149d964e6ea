/**
 * Selection's parts, one chunk fetched only by grids with `selection` or `rows.actions`: the
 * checkbox and actions columns, the "Selection" bar with the actions' progress and outcome.
 */
export { ControlHeaderCell, withControlColumns } from './controlColumns';
export { SelectionArea } from './SelectionArea';
export { PageCheckbox } from './SelectionCheckboxes';
