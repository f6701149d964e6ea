export { firstRows } from './firstRows';
export { serveReference, type ServeReferenceOptions } from './referenceBackend';
export {
  gridRenderer,
  renderGrid,
  type GridProps,
  type GridView,
  type RenderGridOptions,
} from './renderGrid';
export { saveScreenshot } from './screenshot';
