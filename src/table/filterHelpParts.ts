export { CellFilterMenus } from './cellFilters/CellFilterMenus';
export { HidingFilterHelp } from './emptyState/HidingFilterFinder';
