// The tree is the architecture: contract and client (api) → shared helpers → pure state →
// queries → features (filters, views, export) → the grid's parts (table) → the entries.
// Nothing imports upward, no feature imports another, and nothing imports in a circle.
// `npm run lint` runs it; type-only imports count too.
const layer = (name, from, mayImport) => ({
  name,
  severity: 'error',
  comment: `${from} may import only from ${mayImport.join(', ')}`,
  from: { path: `^src/${from}/` },
  to: { path: '^src/', pathNot: `^src/(${[from, ...mayImport].join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'a cycle makes load order and code splitting depend on who imports first',
      from: {},
      to: { circular: true },
    },
    layer('api-is-the-base', 'api', []),
    layer('shared-below-features', 'shared', ['api']),
    layer('state-is-pure', 'state', ['api', 'shared']),
    layer('queries-below-features', 'query', ['api', 'shared', 'state']),
    layer('filters-is-a-feature', 'filters', ['api', 'shared', 'state', 'query']),
    layer('views-is-a-feature', 'views', ['api', 'shared', 'state', 'query']),
    layer('export-is-a-feature', 'export', ['api', 'shared', 'state', 'query']),
    layer('table-below-entries', 'table', [
      'api',
      'shared',
      'state',
      'query',
      'filters',
      'views',
      'export',
    ]),
    layer('mocks-speak-the-contract', 'mocks', ['api', 'state']),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
