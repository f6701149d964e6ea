import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../../src', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each declaration with the selectors (and at-rules) it sits under. */
function declarations(css: string): { within: string[]; property: string; value: string }[] {
  const found: { within: string[]; property: string; value: string }[] = [];
  const within: string[] = [];
  let text = '';
  const flush = () => {
    for (const part of text.split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0 && within.length > 0)
        found.push({
          within: [...within],
          property: part.slice(0, colon).trim(),
          value: part.slice(colon + 1).trim(),
        });
    }
    text = '';
  };
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      // What came before the brace since the last declaration is the selector.
      const at = text.lastIndexOf(';');
      const selector = text.slice(at + 1);
      text = text.slice(0, at + 1);
      flush();
      within.push(selector.trim());
    } else if (char === '}') {
      flush();
      within.pop();
    } else text += char;
  }
  return found;
}

const physicalProperty =
  /^(left|right|(margin|padding|inset|scroll-margin|scroll-padding)-(left|right)|border-(left|right)(-\w+)?|border-(top|bottom)-(left|right)-radius)$/;

/** Whether a declaration places something on a physical side, left or right. */
function isPhysical(property: string, value: string): boolean {
  if (physicalProperty.test(property)) return true;
  if (/^(text-align|float|clear)$/.test(property)) return /\b(left|right)\b/.test(value);
  // Four values whose second and fourth differ: the right side is not the left one.
  if (/^(margin|padding|inset|border-width|border-style|border-color)$/.test(property)) {
    const values = value.split(/\s+(?![^(]*\))/);
    return values.length === 4 && values[1] !== values[3];
  }
  return false;
}

describe('the stylesheets mirror right to left', () => {
  it("place things by logical sides, a physical one only under the root's dir", () => {
    const offenders = cssFiles(src).flatMap((file) =>
      declarations(readFileSync(file, 'utf8'))
        .filter(({ property, value }) => isPhysical(property, value))
        .filter(
          ({ within }) =>
            !within.some((selector) => /\.deliveries-table\[dir='(ltr|rtl)'\]/.test(selector)),
        )
        .map(
          ({ within, property, value }) =>
            `${relative(src, file)}: ${within.at(-1)} { ${property}: ${value} }`,
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('would see a physical side', () => {
    const css =
      ".a { margin-left: 1px; padding: 0 1px 0 2px; text-align: right } .deliveries-table[dir='rtl'] .b { left: 0 }";
    const physical = declarations(css).filter(({ property, value }) => isPhysical(property, value));
    expect(physical.map(({ property }) => property)).toEqual([
      'margin-left',
      'padding',
      'text-align',
      'left',
    ]);
  });
});
