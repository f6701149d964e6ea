export { firstRows } from './firstRows';
export { nextFrames } from './nextFrames';
export { holdRequests } from './heldRequests';
export { serveReference, type ServeReferenceOptions } from './referenceBackend';
export {
  gridRenderer,
  renderGrid,
  type GridProps,
  type GridView,
  type RenderGridOptions,
} from './renderGrid';
export { saveScreenshot } from './screenshot';
export { observedClient } from './observedClient';
export { HostBoundary } from './hostBoundary';
