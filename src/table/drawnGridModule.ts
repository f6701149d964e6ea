// What `drawnGridCode` fetches: a module only `import()` names, so it is one chunk.
export * from './columns/textColumnWidths';
export { fitGridHeight, refitGridHeight } from './layout/gridHeight';
export { followShownRequest } from './layout/rowsStart';
export { onShortcutKey } from './gridShortcutKeys';
export { watchOverflowEdges } from './overflowEdges';
// The headers' menus: fetched as the table mounts, as all of this is.
export { ColumnHeaderMenu } from './columns/ColumnHeaderMenu';
// "Columns": fetched as the grid mounts (when the host keeps it), as all of this is.
export * from './columns/columnsMenuCode';
