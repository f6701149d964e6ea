// The tree is the architecture: contract and client (api) → shared helpers → pure state →
// queries → features (filters, views, export, selection) → the headless model (grid) → the grid's parts
// (table) → the entries.
// Nothing imports upward, no feature imports another, and nothing imports in a circle.
// `npm run lint` runs it; type-only imports count too.
const layer = (name, from, mayImport) => ({
  name,
  severity: 'error',
  comment: `${from} may import only from ${mayImport.join(', ')}`,
  from: { path: `^src/${from}/` },
  to: { path: '^src/', pathNot: `^src/(${[from, ...mayImport].join('|')})/` },
});

const belowFeatures = ['api', 'shared', 'state'];
// Features sit side by side: none imports another.
const features = ['filters', 'views', 'export', 'selection'];

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
    layer('queries-below-features', 'query', belowFeatures),
    ...features.map((feature) =>
      layer(`${feature}-is-a-feature`, feature, [...belowFeatures, 'query']),
    ),
    layer('grid-is-headless', 'grid', [...belowFeatures, 'query', ...features]),
    layer('table-below-entries', 'table', [...belowFeatures, 'query', ...features, 'grid']),
    layer('mocks-speak-the-contract', 'mocks', ['api', 'state']),
    // A pack is words: the message types of every part, and the plural helper.
    layer('locales-are-words', 'locales', [...belowFeatures, ...features, 'grid']),
    {
      name: 'broken-answers-are-described-on-demand',
      severity: 'error',
      comment:
        "deliverySchema (parseDeliveries) loads with the first broken answer, in serverText's chunk: imported elsewhere it joins the first load's graph, which Vite 8.3's bundler then splits into a dozen more files (test/bench/README.md, the mount)",
      from: { path: '^src/', pathNot: '^src/api/serverText\\.ts$' },
      to: { path: '^src/api/deliverySchema\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
