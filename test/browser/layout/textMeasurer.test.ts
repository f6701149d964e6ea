import { afterEach, describe, expect, it, vi } from 'vitest';
import { textMeasurer } from '@src/table/columns/columnMetrics';

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
  it('reads a thousand codes from their letters alone, never narrower than the canvas', () => {
    const widthOf = textMeasurer(font)!;
    const wholeTexts = countWholeTexts();
    let widest = 0;
    for (let number = 1; number <= 1000; number += 1)
      widest = widthOf(`DLV-2026-${String(number).padStart(6, '0')}`, widest);
    expect(wholeTexts()).toBe(0);
    // Every digit read as the widest (the table's figures are all one width).
    const whole = canvasWidth('DLV-2026-000000');
    // Kerning pairs the sum leaves out ("LV", "V-") and a pixel: a few pixels wider at most.
    expect(widest).toBeGreaterThanOrEqual(whole);
    expect(widest).toBeLessThanOrEqual(whole + 4);
  });

  it('reads plain text from its letters and gives the wider of it and the width known', () => {
    const widthOf = textMeasurer(font)!;
    const known = widthOf('Northwind Traders');
    const wholeTexts = countWholeTexts();
    expect(widthOf('DHL', known)).toBe(known);
    const longer = widthOf('Northwind Traders International', known);
    expect(wholeTexts()).toBe(0);
    const whole = canvasWidth('Northwind Traders International');
    expect(longer).toBeGreaterThanOrEqual(whole);
    expect(longer).toBeLessThanOrEqual(whole + 4);
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
});
