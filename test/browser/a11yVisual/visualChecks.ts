import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { cdp } from 'vitest/browser';

/** An sRGB colour with alpha, each channel 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads a computed colour (`rgb(…)` or `rgba(…)`: what Chromium computes for hex and names). */
export function parseColor(text: string): Rgba {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(text);
  if (!match) throw new Error(`not an rgb() colour: ${text}`);
  const [, r, g, b, a] = match;
  return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
}

/** `top` painted over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** What is painted behind an element's content: its own and its ancestors' backgrounds, layered. */
export function backgroundOf(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    const layer = parseColor(getComputedStyle(at).backgroundColor);
    if (layer.a > 0) layers.push(layer);
    if (layer.a === 1) break;
  }
  return layers.reduceRight((below, layer) => over(layer, below), white);
}

const luminance = ({ r, g, b }: Rgba) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG 2 contrast ratio of `color` (composited over `behind`) against `behind`. */
export function contrastRatio(color: Rgba, behind: Rgba): number {
  const [light, dark] = [luminance(over(color, behind)), luminance(behind)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** An element's outline as drawn: style, width in px and colour. */
export function outlineOf(element: Element) {
  const style = getComputedStyle(element);
  return {
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    color: parseColor(style.outlineColor),
  };
}

/** Whether an outline is drawn at all: a style, a width and a colour one can see. */
export function outlineVisible(element: Element): boolean {
  const { style, width, color } = outlineOf(element);
  return style !== 'none' && width > 0 && color.a > 0;
}

/**
 * How well a highlighted item stands out, as WCAG 1.4.11 measures it: the better of its
 * background against the list's, and its outline (if drawn) against both.
 */
export function highlightContrast(item: Element, list: Element): number {
  const listBg = backgroundOf(list);
  const itemBg = backgroundOf(item);
  const byBackground = contrastRatio(itemBg, listBg);
  if (!outlineVisible(item)) return byBackground;
  const { color } = outlineOf(item);
  return Math.max(
    byBackground,
    Math.min(contrastRatio(color, itemBg), contrastRatio(color, listBg)),
  );
}

/** Emulates `forced-colors: active` (Windows' contrast themes); the returned function undoes it. */
export async function emulateForcedColors(): Promise<() => Promise<unknown>> {
  const session = cdp();
  await session.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: 'active' }],
  });
  return () => session.send('Emulation.setEmulatedMedia', { features: [] });
}

/** Whether an element's box lies wholly within the viewport's width (and, with `y`, height). */
export function withinViewport(element: Element, { y = false } = {}): boolean {
  const box = element.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  const across = box.left >= 0 && box.right <= clientWidth;
  return y ? across && box.top >= 0 && box.bottom <= clientHeight : across;
}

/** Waits for the filter panel's fields: its own chunk, slow on first load from the dev server. */
export const panelChunk = { timeout: 15_000 };

/** The option of an open multi-select that the keyboard highlights (`aria-activedescendant`). */
export const findHighlightedOption = () =>
  waitFor(() => {
    const highlighted = document.querySelector<HTMLElement>('.dt-option[data-highlighted]');
    expect(highlighted).toHaveAttribute('role', 'option');
    return highlighted!;
  });
