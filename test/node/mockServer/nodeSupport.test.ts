import { describe, expect, it } from 'vitest';
import { unsupportedNode } from '@src/mocks/server/nodeSupport';

describe("the mock server's Node", () => {
  it('runs on Node 20 and newer', () => {
    expect(unsupportedNode('20.0.0')).toBeUndefined();
    expect(unsupportedNode('20.20.2')).toBeUndefined();
    expect(unsupportedNode('22.23.3')).toBeUndefined();
    expect(unsupportedNode('24.1.0')).toBeUndefined();
  });

  it('names the Node it needs and the one it got on anything older', () => {
    expect(unsupportedNode('18.20.4')).toBe('needs Node 20 or newer; this is Node 18.20.4.');
    expect(unsupportedNode('not a version')).toBe(
      'needs Node 20 or newer; this is Node not a version.',
    );
  });
});
