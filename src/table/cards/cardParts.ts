/**
 * The card layout's parts, one chunk fetched only once a grid is narrower than `cards.below`:
 * the cards with "Sort by", the toolbar folded into one row, the filter panel as a sheet.
 */
export { DeliveryCards } from './DeliveryCards';
export { MoreToggle, opener } from './FoldedToolbar';
export { FilterSheet } from './FilterSheet';
export { refocusAcrossLayouts } from './focusAcrossLayouts';
