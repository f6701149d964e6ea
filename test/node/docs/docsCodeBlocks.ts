import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fenced code block of a docs page: its language, text and first line in the page. */
export interface DocsCodeBlock {
  /** The page, relative to the repository root. */
  page: string;
  language: string;
  code: string;
  /** 1-based line of the block's first code line in the page. */
  line: number;
}

export const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

/** The pages a host reads: the README and every MDX page of the Storybook docs. */
export function docsPages(): string[] {
  const mdx = readdirSync(join(repositoryRoot, 'stories', 'docs'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => `stories/docs/${name}`);
  return ['README.md', ...mdx];
}

/** Every fenced (```) code block of a page, in order. */
export function codeBlocks(page: string): DocsCodeBlock[] {
  const lines = readFileSync(join(repositoryRoot, page), 'utf8').split('\n');
  const blocks: DocsCodeBlock[] = [];
  let open: { language: string; line: number; body: string[] } | undefined;
  lines.forEach((text, index) => {
    const fence = /^\s*```(\S*)/.exec(text);
    if (!open && fence) open = { language: fence[1] ?? '', line: index + 2, body: [] };
    else if (open && /^\s*```\s*$/.test(text)) {
      blocks.push({ page, language: open.language, code: open.body.join('\n'), line: open.line });
      open = undefined;
    } else open?.body.push(text);
  });
  return blocks;
}

/** A line of a page's prose, with its 1-based line number. */
export interface DocsProseLine {
  text: string;
  line: number;
}

/** Lines outside code blocks, with their line numbers: the page's prose, tables included. */
export function proseWithLines(page: string): DocsProseLine[] {
  let inCode = false;
  const prose: DocsProseLine[] = [];
  readFileSync(join(repositoryRoot, page), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (/^\s*```/.test(text)) inCode = !inCode;
      else if (!inCode) prose.push({ text, line: index + 1 });
    });
  return prose;
}

/** Lines outside code blocks: the page's prose, tables included. */
export function proseLines(page: string): string[] {
  return proseWithLines(page).map(({ text }) => text);
}
