import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelMeasure, measureNextFrame } from '../../../src/table/layout/framePass';

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
});
afterEach(() => vi.unstubAllGlobals());
const nextFrame = () => frames.splice(0).forEach((run) => run(0));

describe('measureNextFrame: one layout a frame for the grid’s measures', () => {
  it('runs every read of the frame before any write, in one frame', () => {
    const steps: string[] = [];
    const gridHeight = {};
    const rowsRoom = {};
    measureNextFrame(gridHeight, () => {
      steps.push('read height');
      return () => steps.push('write height');
    });
    measureNextFrame(rowsRoom, () => {
      steps.push('read room');
      return () => steps.push('write room');
    });
    expect(frames).toHaveLength(1);
    nextFrame();
    expect(steps).toEqual(['read height', 'read room', 'write height', 'write room']);
  });

  it('keeps the latest measure of a key, and drops a cancelled one', () => {
    const steps: string[] = [];
    const key = {};
    measureNextFrame(key, () => void steps.push('first'));
    measureNextFrame(key, () => void steps.push('latest'));
    const gone = {};
    measureNextFrame(gone, () => void steps.push('unmounted'));
    cancelMeasure(gone);
    nextFrame();
    expect(steps).toEqual(['latest']);
    measureNextFrame(key, () => void steps.push('again'));
    nextFrame();
    expect(steps).toEqual(['latest', 'again']);
  });
});
