// The English words of every problem, the wording of problems in any words, and the full check
// of column settings (what it leaves out is then worded), as the grid fetches them on demand: a
// module only `import()` names, so it is a chunk of its own however the package is bundled. A
// grid whose state and settings are sound never fetches it.
export { defaultStateProblemMessages as problems } from '../../state/problems/problemMessages';
export { defaultColumnSettingsMessages as columns } from '../../state/columns/columnSettingsWords';
export { wordGridProblems } from './wordGridProblems';
export { checkColumnSettings } from '../../state/columns/checkColumnSettings';
