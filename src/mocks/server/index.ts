/**
 * The reference backend over real HTTP. Kept apart from `deliveries-table/mocks` so browser
 * bundles never see `node:http`.
 */
export { createMockServer } from './createMockServer';
export { mockServerUsage, parseMockServerArgs } from './parseMockServerArgs';
export type { MockServer, MockServerOptions } from './createMockServer';
export type { MockServerLimits } from './limits';
export type { MockServerCommand } from './parseMockServerArgs';
