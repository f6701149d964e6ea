// The applied filters' chips as the grid fetches them on demand: a module only `import()` names,
// so it is a chunk of its own however the package is bundled.
export { ActiveFilterChips } from './ActiveFilterChips';
