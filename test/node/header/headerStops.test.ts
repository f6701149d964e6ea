import { describe, expect, it } from 'vitest';
import { headerStopIndex, headerStopTarget } from '@src/table/header/headerStops';

describe('headerStopTarget: where a key moves along the header controls', () => {
  it('steps with the arrows and jumps with Home and End', () => {
    expect(headerStopTarget('ArrowRight', 0, 27, 'ltr')).toBe(1);
    expect(headerStopTarget('ArrowLeft', 5, 27, 'ltr')).toBe(4);
    expect(headerStopTarget('Home', 5, 27, 'ltr')).toBe(0);
    expect(headerStopTarget('End', 5, 27, 'ltr')).toBe(26);
  });

  it('mirrors the arrows right to left', () => {
    expect(headerStopTarget('ArrowLeft', 0, 27, 'rtl')).toBe(1);
    expect(headerStopTarget('ArrowRight', 5, 27, 'rtl')).toBe(4);
  });

  it('stays at either end, on the control already there, and leaves other keys alone', () => {
    expect(headerStopTarget('ArrowRight', 26, 27, 'ltr')).toBeNull();
    expect(headerStopTarget('ArrowLeft', 0, 27, 'ltr')).toBeNull();
    expect(headerStopTarget('Home', 0, 27, 'ltr')).toBeNull();
    expect(headerStopTarget('End', 26, 27, 'ltr')).toBeNull();
    expect(headerStopTarget('Enter', 3, 27, 'ltr')).toBeNull();
    expect(headerStopTarget('ArrowDown', 3, 27, 'ltr')).toBeNull();
    expect(headerStopTarget('ArrowRight', 0, 0, 'ltr')).toBeNull();
  });
});

describe('headerStopIndex: which control keeps the tab stop', () => {
  // Stand-ins: only identity matters here.
  const [code, options, resize, tenant] = ['code', 'options', 'resize', 'tenant'].map(
    (name) => ({ name }) as unknown as HTMLElement,
  ) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

  it('is the control last focused while it is there', () => {
    expect(headerStopIndex([code, options, resize, tenant], resize, 2)).toBe(2);
    // Columns moved: it follows the control, not its old place.
    expect(headerStopIndex([tenant, code, options, resize], resize, 2)).toBe(3);
  });

  it('falls to the same place when its control is gone (a hidden column), within the row', () => {
    expect(headerStopIndex([code, options, tenant], resize, 2)).toBe(2);
    expect(headerStopIndex([code], resize, 2)).toBe(0);
    expect(headerStopIndex([code, options], null, 0)).toBe(0);
  });
});
