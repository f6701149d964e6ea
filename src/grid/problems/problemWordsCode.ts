// The English words of every problem as the grid fetches them on demand: a module only
// `import()` names, so it is a chunk of its own however the package is bundled.
export { defaultStateProblemMessages as problems } from '../../state/problems/problemMessages';
export { defaultColumnSettingsMessages as columns } from '../../state/columns/columnSettingsWords';
