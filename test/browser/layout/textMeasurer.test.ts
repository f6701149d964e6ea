import { afterEach, describe, expect, it, vi } from 'vitest';
import { textMeasurer } from '@src/table/columns/textMeasurer';

const font = '400 14px sans-serif';

/** The canvas's own width of `text` in `font`, measured whole. */
function canvasWidth(text: string): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = font;
  return context.measureText(text).width;
}

/** Counts whole texts (more than one letter) the canvas measures from now on. */
function countWholeTexts() {
  const measure = vi.spyOn(CanvasRenderingContext2D.prototype, 'measureText');
  return () => measure.mock.calls.filter(([text]) => text.length > 1).length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('textMeasurer, which first column widths read text with', () => {
  it("reads a thousand codes that differ in their digits with one text's measure", () => {
    const widthOf = textMeasurer(font)!;
    const wholeTexts = countWholeTexts();
    let widest = 0;
    for (let number = 1; number <= 1000; number += 1)
      widest = widthOf(`DLV-2026-${String(number).padStart(6, '0')}`, widest);
    expect(wholeTexts()).toBe(1);
    expect(widest).toBeGreaterThanOrEqual(canvasWidth('DLV-2026-000001'));
  });

  it('skips measuring a text whose letters sum to no more than the width known', () => {
    const widthOf = textMeasurer(font)!;
    const known = widthOf('Northwind Traders');
    const wholeTexts = countWholeTexts();
    expect(widthOf('DHL', known)).toBe(known);
    expect(wholeTexts()).toBe(0);
    // Wider than known: measured whole, and the wider is returned.
    expect(widthOf('Northwind Traders International', known)).toBe(
      canvasWidth('Northwind Traders International'),
    );
  });

  // Known a little wider than the text's letters: only a whole measure finds it wider still.
  it("measures text with a theme's word-spacing whole", () => {
    const widthOf = textMeasurer(font, { wordSpacing: '8px' })!;
    const known = canvasWidth('Rheinland Bau AG') + 2;
    const wholeTexts = countWholeTexts();
    // Two spaces of 8 px more than the unspaced text.
    expect(widthOf('Rheinland Bau AG', known)).toBeCloseTo(known - 2 + 16);
    expect(wholeTexts()).toBe(1);
  });

  it('reads a cased text from its letters cased one by one, as wide or wider', () => {
    const widthOf = textMeasurer(font, { textTransform: 'uppercase' })!;
    const cased = canvasWidth('DELIVERY');
    expect(widthOf('delivery', cased - 5)).toBeGreaterThanOrEqual(cased - 0.01);
  });

  it('measures text with letters beyond ASCII whole, never from its letters', () => {
    const widthOf = textMeasurer(font)!;
    const whole = canvasWidth('Zürcher Uhren AG');
    const wholeTexts = countWholeTexts();
    expect(widthOf('Zürcher Uhren AG', 1)).toBe(whole);
    expect(wholeTexts()).toBe(1);
    expect(textMeasurer(font)!('Zürcher Uhren AG', whole + 5)).toBe(whole + 5);
    expect(wholeTexts()).toBe(2);
  });

  it('measures whole a plain text whose pairs kern wider, where it may be the widest', () => {
    // The grid's own font, in which this text draws 3.5 % wider than its letters sum to.
    const cells = '400 14px system-ui, sans-serif';
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = cells;
    const text = 'NO-GO-JO-JO-OQ';
    const whole = context.measureText(text).width;
    expect(textMeasurer(cells)!(text, whole - 2)).toBe(whole);
  });
});
