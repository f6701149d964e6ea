// What `stickyColumnsCode` fetches: a module only `import()` names, so it is one chunk.
export { pinOffsets } from './pinOffsets';
export { placeStacks, revealFocusSideways } from './stackEdgePort';
