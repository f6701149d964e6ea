import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { toId } from 'storybook/internal/csf';
import { proseWithLines, repositoryRoot } from './docsCodeBlocks';

/** A link of a docs page: where it is written and where it points. */
export interface DocsLink {
  page: string;
  line: number;
  target: string;
}

const read = (page: string) => readFileSync(join(repositoryRoot, page), 'utf8');

/** `code spans` blanked out, so a link written as code is not taken for one. */
const withoutCode = (text: string) =>
  text.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));

/**
 * Every link target of a page's prose: Markdown links and images (`](target)`, reference
 * definitions) and JSX `href`/`src` attributes. Code blocks and code spans are left out.
 */
export function linksOf(page: string): DocsLink[] {
  return proseWithLines(page).flatMap(({ text, line }) => {
    const prose = withoutCode(text);
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
      ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]!),
      ...[...prose.matchAll(/\b(?:href|src)=["']([^"']+)["']/g)].map((m) => m[1]!),
    ];
    return targets.map((target) => ({ page, line, target }));
  });
}

/** A heading's text as a reader sees it: no code ticks, emphasis or link targets. */
const headingText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();

/**
 * GitHub's heading anchor (github-slugger): lower case, punctuation dropped, spaces as `-`,
 * a repeated heading numbered (`-1`, `-2`).
 *
 * @example
 * ```ts
 * slugger()('The file: `toDeliveriesCsv`'); // 'the-file-todeliveriescsv'
 * ```
 */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

/** The anchors of a page's headings (`#`-headings outside code blocks), as GitHub makes them. */
export function headingAnchors(page: string): string[] {
  const slug = slugger();
  return proseWithLines(page).flatMap(({ text }) => {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    return heading ? [slug(headingText(heading[1]!))] : [];
  });
}

/** `<Meta title="Docs/…" />` of an MDX page. */
export const metaTitle = (page: string) => /<Meta\s+title="([^"]+)"/.exec(read(page))?.[1];

/** `title: '…'` of a stories file (CSF `meta`). */
const storiesTitle = (file: string) => /\btitle:\s*'([^']+)'/.exec(read(file))?.[1];

/**
 * Storybook's docs page ids: the MDX pages by their `<Meta title>` and every stories file's
 * autodocs page (`tags: ['autodocs']` in the preview), each as Storybook makes it.
 */
export function docsIds(mdxPages: readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const page of mdxPages) {
    const title = metaTitle(page);
    if (title) ids.set(toId(title, 'Docs'), page);
  }
  for (const name of readdirSync(join(repositoryRoot, 'stories'))) {
    if (!name.endsWith('.stories.tsx')) continue;
    const title = storiesTitle(`stories/${name}`);
    if (title) ids.set(toId(title, 'Docs'), `stories/${name}`);
  }
  return ids;
}

/** What a page's `import … from './…'` and `<Canvas of={Stories.Name} />` need, and lack. */
export function brokenStoryReferences(page: string): string[] {
  // MDX imports and blocks live in the prose; a code block's imports are a host's, not the page's.
  const text = proseWithLines(page)
    .map((line) => line.text)
    .join('\n');
  const problems: string[] = [];
  const modules = new Map<string, string>();
  for (const [, names, from] of text.matchAll(/^import\s+(.+?)\s+from\s+'(\.[^']+)';/gm)) {
    const file = ['', '.tsx', '.ts']
      .map((ext) => join(dirname(page), from! + ext))
      .find((f) => {
        const path = join(repositoryRoot, f);
        return existsSync(path) && statSync(path).isFile();
      });
    if (!file) problems.push(`${page}: imports ${from}, which does not exist`);
    const namespace = /^\*\s+as\s+(\w+)$/.exec(names!)?.[1];
    if (file && namespace) modules.set(namespace, file);
  }
  for (const [, namespace, story] of text.matchAll(/<(?:Canvas|Story)\s+of=\{(\w+)\.(\w+)\}/g)) {
    const file = modules.get(namespace!);
    if (!file) problems.push(`${page}: <Canvas of={${namespace}.${story}}> has no import`);
    else if (!new RegExp(`^export const ${story}\\b`, 'm').test(read(file)))
      problems.push(`${page}: <Canvas of={${namespace}.${story}}>: ${file} exports no ${story}`);
  }
  return problems;
}

/** Where a link leads, or why it leads nowhere; `undefined` when it resolves. */
export function brokenLink(link: DocsLink, ids: ReadonlyMap<string, string>): string | undefined {
  const { page, target } = link;
  const at = `${page}:${link.line}: ${target}`;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) return undefined; // absolute: not checked here
  const [path = '', anchor] = target.split('#', 2) as [string, string | undefined];
  const anchorIn = (file: string) =>
    anchor === undefined || headingAnchors(file).includes(decodeURIComponent(anchor))
      ? undefined
      : `${at}: ${file} has no heading with the anchor #${anchor}`;
  if (path === '') return anchorIn(page);
  const storybook = /^\?path=\/docs\/([^&#]+)$/.exec(path);
  if (storybook) {
    const docs = ids.get(storybook[1]!.replace(/--docs$/, '') + '--docs');
    if (!storybook[1]!.endsWith('--docs') || !docs) return `${at}: no docs page has that id`;
    return docs.endsWith('.mdx') ? anchorIn(docs) : undefined;
  }
  if (path.startsWith('?')) return `${at}: only ?path=/docs/<id>--docs links are checked`;
  // Storybook resolves a docs page's relative link against its own address, not the repository.
  if (page.endsWith('.mdx'))
    return `${at}: the docs site cannot serve a repository file: link a docs page (?path=/docs/…), import an image, or write the path as code`;
  const file = relative(
    repositoryRoot,
    join(repositoryRoot, dirname(page), decodeURIComponent(path)),
  );
  if (file.startsWith('..') || !existsSync(join(repositoryRoot, file)))
    return `${at}: ${file} does not exist`;
  if (anchor === undefined) return undefined;
  if (!/\.mdx?$/.test(file)) return `${at}: an anchor only points into a Markdown page`;
  return anchorIn(file);
}
