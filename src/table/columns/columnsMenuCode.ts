// "Columns" as the grid fetches it on demand: a module only `import()` names, so it is a chunk
// of its own however the package is bundled.
export { DeliveriesTableColumnsMenu } from './DeliveriesTableColumnsMenu';
