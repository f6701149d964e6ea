/**
 * A text's width; with `known`, the wider of the two, where a plain text whose letters, each
 * measured once, sum to well under `known` is not measured whole: a page drawn in full has a
 * thousand codes and instants to read.
 */
export type TextWidth = (text: string, known?: number) => number;

/** What of a text's look the canvas does not take from a font: computed CSS values. */
export interface TextLook {
  letterSpacing?: string;
  wordSpacing?: string;
  textTransform?: string;
}

/**
 * The text as `text-transform` draws it, or wider: `capitalize` is taken as after any non-letter
 * (full-width and the like are left as they are).
 */
function transformed(textTransform: string | undefined): (text: string) => string {
  if (textTransform === 'uppercase') return (text) => text.toUpperCase();
  if (textTransform === 'lowercase') return (text) => text.toLowerCase();
  if (textTransform === 'capitalize')
    return (text) =>
      text.replace(
        /(^|[^\p{L}\p{M}])(\p{L})/gu,
        (_, space, letter) => space + letter.toUpperCase(),
      );
  return (text) => text;
}

/** Letters' widths are summed for these only: printable ASCII, drawn one glyph each. */
const isPlainLetter = (code: number) => code >= 0x20 && code <= 0x7e;

// How much wider than its letters' sum a whole text may draw: pairs that kern wider (`-J`,
// `O-` in system-ui) add 3.5 % to "NO-GO-JO-JO-OQ"; nearer the widest, a text is measured.
const kerningRoom = 1.05;

/**
 * A text's width in `font`, spaced and cased as `look` says (a theme's letter-spacing on the
 * cells widens every value), each text measured once (a page repeats its tenants, couriers and
 * counts); null without a 2D canvas. Given a width `known`, it returns the wider of the two,
 * measuring a plain text (printable ASCII, no spacing) whole only where its letters' widths,
 * each measured once (while the page idles), sum to more than `known` / 1.05.
 *
 * @example
 * ```ts
 * const widthOf = textMeasurer('400 14px system-ui', { letterSpacing: '1px' });
 * widthOf?.('Northwind Traders'); // 135.4
 * widthOf?.('DHL', 135.4); // 135.4, from its letters' widths alone
 * ```
 */
export function textMeasurer(font: string, look: TextLook = {}): TextWidth | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.font = font;
  if (look.letterSpacing && look.letterSpacing !== 'normal')
    context.letterSpacing = look.letterSpacing;
  if (look.wordSpacing && look.wordSpacing !== 'normal') context.wordSpacing = look.wordSpacing;
  const drawn = transformed(look.textTransform);
  // Spacing falls between letters, not within one: spaced text is measured whole. Letters are
  // cased one by one, which is as wide or wider (ß, which casing makes two, is not ASCII).
  const summable =
    (look.letterSpacing ?? 'normal') === 'normal' && (look.wordSpacing ?? 'normal') === 'normal';
  const width = (text: string) => context.measureText(drawn(text)).width;
  // The table draws figures of one width (tabular-nums), which the canvas cannot be told: every
  // digit is measured as the widest, so codes and instants that differ only in their digits
  // are measured once.
  let widestDigit: string | undefined;
  const figured = (text: string) => {
    if (!/\d/.test(text)) return text;
    widestDigit ??= [...'0123456789'].reduce((wider, digit) =>
      width(digit) > width(wider) ? digit : wider,
    );
    return text.replace(/\d/g, widestDigit);
  };
  const letters = new Float64Array(0x7f).fill(-1);
  /** The sum of the text's letters' widths; Infinity where it has others. */
  const lettersWidth = (text: string) => {
    let sum = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (!isPlainLetter(code)) return Infinity;
      let letter = letters[code]!;
      if (letter < 0) letters[code] = letter = width(String.fromCharCode(code));
      sum += letter;
    }
    return sum;
  };
  // Each letter measured while the page idles, before the first rows come; one the idle time
  // did not reach is measured when first read.
  if (summable && typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => {
      for (let code = 0x20; code < 0x7f; code += 1) lettersWidth(String.fromCharCode(code));
    });
  }
  // A long session's texts start it afresh.
  const widths = new Map<string, number>();
  return (text, known) => {
    const shown = figured(text);
    let measured = widths.get(shown);
    if (measured === undefined) {
      // Plain letters narrower by a margin than the widest so far cannot be the widest,
      // whatever their kerning: only the texts that may be are measured whole.
      if (known !== undefined && summable && lettersWidth(shown) * kerningRoom <= known)
        return known;
      measured = width(shown);
      if (widths.size > 20_000) widths.clear();
      widths.set(shown, measured);
    }
    return known === undefined ? measured : Math.max(known, measured);
  };
}
