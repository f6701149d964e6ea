import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { sampledRows } from '../../src/table/columns/textColumnWidths';

// The stylesheet as it ships: src/theme/styles.css with its @imports inlined, as the build does.
const entry = fileURLToPath(new URL('../../src/theme/styles.css', import.meta.url));
const tokensCss = readFileSync(new URL('../../src/theme/tokens.css', import.meta.url), 'utf8');

type Component = {
  type: string;
  name?: string | { type: string; value: string };
  kind?: string;
  value?: string;
  selectors?: Component[][];
};
type Selector = Component[];
type Declaration = { property: string; value?: unknown };
interface Rule {
  type: string;
  value: {
    selectors?: Selector[];
    declarations?: { declarations: Declaration[]; importantDeclarations: Declaration[] };
    rules?: Rule[];
    query?: unknown;
    /** A keyframes' name; a registered property's, with whether it inherits. */
    name?: string | { value: string };
    inherits?: boolean;
  };
}

function parseStylesheet(): Rule[] {
  let rules: Rule[] = [];
  bundle({
    filename: entry,
    visitor: {
      StyleSheet(stylesheet) {
        rules = stylesheet.rules as unknown as Rule[];
      },
    },
  });
  return rules;
}

const rules = parseStylesheet();
const styleRules = (list: Rule[]): Rule[] => list.filter((rule) => rule.type === 'style');
// Container queries (the grid's own width) and feature queries are held to the rules of media
// queries.
const mediaRules = rules.filter((rule) => ['media', 'container', 'supports'].includes(rule.type));
const allStyleRules = [
  ...styleRules(rules),
  ...mediaRules.flatMap((m) => styleRules(m.value.rules ?? [])),
];

const isRootClass = (c: Component) => c.type === 'class' && c.name === 'deliveries-table';
const isPartClass = (c: Component) =>
  c.type === 'class' && typeof c.name === 'string' && c.name.startsWith('dt-');

/** Text of a selector for failure messages (enough to find the rule). */
function show(selector: Selector): string {
  return selector
    .map((c) =>
      c.type === 'class'
        ? `.${c.name as string}`
        : c.type === 'type'
          ? (c.name as string)
          : c.type === 'combinator'
            ? ` ${c.value} `
            : c.type === 'pseudo-class'
              ? `:${c.kind}(${(c.selectors ?? []).map(show).join(', ')})`
              : `[${c.type}]`,
    )
    .join('');
}

/** The first compound selector: everything before the first combinator. */
function firstCompound(selector: Selector): Component[] {
  const end = selector.findIndex((c) => c.type === 'combinator');
  return end === -1 ? selector : selector.slice(0, end);
}

/** Starts with the root class, directly or as `:where(.deliveries-table…)`. */
function isScoped(selector: Selector): boolean {
  return firstCompound(selector).some(
    (c) =>
      isRootClass(c) ||
      (c.type === 'pseudo-class' &&
        (c.kind === 'where' || c.kind === 'is') &&
        (c.selectors ?? []).every(isScoped)),
  );
}

/**
 * Element (`p`, `tr`) and universal selectors only inside a part the library renders itself
 * (a `.dt-*` class before them), never loose under the root where host content lives.
 */
function looseElementSelectors(selector: Selector, insidePart = false): string[] {
  const problems: string[] = [];
  let seenPart = insidePart;
  for (const component of selector) {
    if (isPartClass(component)) seenPart = true;
    if ((component.type === 'type' || component.type === 'universal') && !seenPart) {
      problems.push(show(selector));
    }
    if (component.type === 'pseudo-class' && component.kind === 'root')
      problems.push(show(selector));
    if (component.type === 'pseudo-class' && component.selectors && component.kind !== 'not') {
      for (const inner of component.selectors)
        problems.push(...looseElementSelectors(inner, seenPart));
    }
  }
  return problems;
}

/** The part a selector styles: its last `.dt-*` class, or each one of a final `:is(…)` list. */
function targetParts(selector: Selector): string[] {
  const last = selector.slice(selector.findLastIndex((c) => c.type === 'combinator') + 1);
  const list = last.find((c) => c.type === 'pseudo-class' && c.kind === 'is');
  if (list) return (list.selectors ?? []).flatMap(targetParts);
  const parts = selector.filter(isPartClass);
  return parts.length > 0 ? [parts.at(-1)!.name as string] : [];
}

/** The last compound selector: the element the rule styles. */
function subject(selector: Selector): Component[] {
  const start = selector.findLastIndex((c) => c.type === 'combinator');
  return selector.slice(start + 1);
}

/**
 * Chromium files a rule under its subject's id, class, attribute or tag (or those of a lone
 * `:is()` or `:where()` argument), and tries it only on elements that have one; a subject named
 * only in a list, `:not()` or `*` is tried on every element of the host's page at every style
 * change (measured: `.deliveries-table :is(.dt-th, .dt-td, .dt-empty)` on 1,256 elements of a
 * 100-row page).
 */
function filedByName(selector: Selector): boolean {
  return subject(selector).some(
    (c) =>
      ['id', 'class', 'attribute', 'type'].includes(c.type) ||
      (c.type === 'pseudo-class' &&
        (c.kind === 'is' || c.kind === 'where') &&
        c.selectors?.length === 1 &&
        filedByName(c.selectors[0]!)),
  );
}

/** Children that are a host's own markup (its cells, its status part): no class of ours. */
const hostMarkupChildren = [
  '.deliveries-table descendant .dt-td child :not(.dt-truncate)',
  '.deliveries-table descendant .dt-results child :not(.dt-frame)',
  '.deliveries-table descendant .dt-tbody child .dt-row child .dt-td child :not(.dt-truncate, .dt-new-mark, time)',
];

function declarationsOf(rule: Rule): Declaration[] {
  const block = rule.value.declarations;
  return block ? [...block.declarations, ...block.importantDeclarations] : [];
}

describe('deliveries-table/styles.css', () => {
  it('parses into style rules, media, container and feature queries, keyframes and its own properties only', () => {
    expect(allStyleRules.length).toBeGreaterThan(50);
    const kinds = new Set(rules.map((rule) => rule.type));
    // `ignored` is where the inlined @import statements were.
    expect(
      [...kinds].filter(
        (kind) =>
          !['style', 'media', 'container', 'supports', 'keyframes', 'property', 'ignored'].includes(
            kind,
          ),
      ),
    ).toEqual([]);
    // A registration is the page's: only the grid's measures, named as its own, not inherited.
    const registered = rules.flatMap((rule) =>
      rule.type === 'property' ? [[rule.value.name, rule.value.inherits]] : [],
    );
    expect(registered).toEqual([
      ['--dt-rows-room', false],
      ['--dt-grid-chrome', false],
    ]);
  });

  it('scopes every selector under .deliveries-table', () => {
    const unscoped = allStyleRules
      .flatMap((rule) => rule.value.selectors ?? [])
      .filter((selector) => !isScoped(selector))
      .map(show);
    expect(unscoped).toEqual([]);
  });

  it('has no global, :root, universal or loose element selectors', () => {
    const loose = allStyleRules.flatMap((rule) =>
      (rule.value.selectors ?? []).flatMap((selector) => looseElementSelectors(selector)),
    );
    expect(loose).toEqual([]);
  });

  it("names every rule's element outside :is(), :where() and :not(), so it costs others nothing", () => {
    const everywhere = allStyleRules
      .flatMap((rule) => rule.value.selectors ?? [])
      .filter((selector) => !filedByName(selector))
      .map(show);
    expect(everywhere.sort()).toEqual([...hostMarkupChildren].sort());
  });

  it("reads the direction from the root's dir, not :dir(), which host builds turn into :lang()s", () => {
    const byDir = allStyleRules
      .flatMap((rule) => rule.value.selectors ?? [])
      .filter((selector) => JSON.stringify(selector).includes('"kind":"dir"'))
      .map(show);
    expect(byDir).toEqual([]);
  });

  it('cuts the cells of rows past the ones the first widths were worked out from', () => {
    const shipped = readFileSync(entry, 'utf8');
    const past = [...shipped.matchAll(/\[data-fitted\][^{,]*:nth-child\(n \+ (\d+)\)/g)];
    expect(past.length).toBeGreaterThan(0);
    for (const [, first] of past) expect(Number(first)).toBe(sampledRows + 1);
  });

  it('puts only scoped style rules inside @media and @container', () => {
    for (const media of mediaRules) {
      const inner = media.value.rules ?? [];
      expect(inner.every((rule) => rule.type === 'style')).toBe(true);
      expect(inner.flatMap((rule) => rule.value.selectors ?? []).every(isScoped)).toBe(true);
    }
  });

  it('prefixes keyframes with dt-, since animation names are global', () => {
    const names = rules
      .filter((rule) => rule.type === 'keyframes')
      .map(({ value: { name } }) => (typeof name === 'string' ? name : name?.value));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name?.startsWith('dt-'))).toBe(true);
  });

  it('turns every animation and transition off for prefers-reduced-motion: reduce', () => {
    const moving = (rule: Rule, property: string) =>
      declarationsOf(rule).some(
        (d) => d.property === property || d.property === `${property}-name`,
      );
    const reduced = mediaRules.find((media) =>
      String(JSON.stringify(media.value.query)).includes('prefers-reduced-motion'),
    );
    expect(reduced).toBeDefined();
    const reducedRules = styleRules(reduced?.value.rules ?? []);
    for (const property of ['animation', 'transition']) {
      const animated = styleRules(rules)
        .filter((rule) => moving(rule, property))
        .flatMap((rule) => (rule.value.selectors ?? []).flatMap(targetParts));
      const stopped = reducedRules
        .filter((rule) => moving(rule, property))
        .flatMap((rule) => (rule.value.selectors ?? []).flatMap(targetParts));
      expect(animated.length).toBeGreaterThan(0);
      expect(animated.filter((part) => !stopped.includes(part))).toEqual([]);
    }
  });
});

describe('the --dt-* tokens', () => {
  /** `--dt-x: value` pairs of the block whose selector matches. */
  function block(selector: RegExp): Map<string, string> {
    const match = selector.exec(tokensCss);
    if (!match) throw new Error(`no block ${selector}`);
    const body = tokensCss.slice(
      match.index + match[0].length,
      tokensCss.indexOf('}', match.index),
    );
    return new Map(
      [...body.matchAll(/(--dt-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
    );
  }
  const light = block(
    /:where\(\.deliveries-table:not\(\.deliveries-table \.deliveries-table\)\) \{/,
  );
  const dark = block(/:where\(\.deliveries-table\[data-theme='dark'\]\) \{/);
  const system = block(/:where\(\.deliveries-table\[data-theme='system'\]\) \{/);
  const compact = block(/:where\(\.deliveries-table\[data-density='compact'\]\) \{/);

  it('all start with --dt- and every one of them is used by a rule', () => {
    const css =
      readFileSync(entry, 'utf8') +
      readFileSync(new URL('../../src/theme/base.css', import.meta.url), 'utf8') +
      readFileSync(new URL('../../src/filters/filters.css', import.meta.url), 'utf8') +
      readFileSync(new URL('../../src/table/rowStates.css', import.meta.url), 'utf8') +
      tokensCss;
    for (const name of light.keys()) expect(css).toContain(`var(${name})`);
    // `--dt-_…` are a stylesheet's private layers (rowStates.css), not tokens a host sets.
    const used = new Set(
      [...css.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1])
        .filter((n) => !n!.startsWith('--dt-_')),
    );
    expect([...used].filter((name) => !light.has(name!))).toEqual([]);
  });

  it('gives every colour a dark value, and "system" the same ones as "dark"', () => {
    const colours = [...light]
      .filter(([, value]) => /^#|^rgb|shadow/.test(value))
      .map(([name]) => name);
    expect(colours.length).toBeGreaterThan(20);
    expect(colours.filter((name) => !dark.has(name))).toEqual([]);
    expect(new Map(system)).toEqual(new Map(dark));
    expect([...dark.keys()].filter((name) => !light.has(name))).toEqual([]);
  });

  it('makes compact density change sizes only', () => {
    expect([...compact.keys()].sort()).toEqual([
      '--dt-cell-padding',
      '--dt-control-height',
      '--dt-font-size',
      '--dt-row-height',
      '--dt-space',
    ]);
    for (const name of compact.keys()) expect(light.has(name)).toBe(true);
  });
});
