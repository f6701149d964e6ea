import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { codeBlocks, docsPages, repositoryRoot, type DocsCodeBlock } from './docsCodeBlocks';

/**
 * The marker of a block that is not a whole file (a fragment, or 0.1's props that no longer
 * compile), on its first line with the reason: `// docs: not type-checked (0.1's props)`.
 */
const optOut = '// docs: not type-checked';
/** A Next.js page's block that is a file of test/hosts/next-app, which `next build` type-checks. */
const nextHostFile = /^(?:\/\/ docs:.*\n)?\/\/ (app\/\S+)\n/;
const nextHost = join(repositoryRoot, 'test', 'hosts', 'next-app');
/** A block that names its file (`// In app/deliveries/page.tsx: …`) is written there. */
const namedFile = /^\/\/ In ((?:[\w.-]+\/)*[\w.-]+\.tsx?)\b/;

/** The pages a host reads, the package's README included. */
const hostPages = () => [...docsPages(), 'docs/package-readme.md'];

const tsBlocks = () =>
  hostPages()
    .flatMap(codeBlocks)
    .filter((block) => ['ts', 'tsx'].includes(block.language));

/** Every ts/tsx block of the docs, as a host would paste it; fragments and Next host files aside. */
function hostSnippets(): DocsCodeBlock[] {
  return tsBlocks().filter(
    (block) => !block.code.trimStart().startsWith(optOut) && !nextHostFile.test(block.code),
  );
}

// What the snippets take from the host's own code (its router, session, state): declared with
// the library's types, so a snippet that passes them wrongly still fails.
const hostCode = `
import type { QueryClient } from '@tanstack/react-query';
import type {
  DeliveriesClient,
  DeliveriesRequest,
  DeliveriesView,
  Delivery,
  DeliveryColumn,
  FilterOption,
  StatusOption,
} from 'deliveries-table';
declare global {
  function navigate(to: string): void;
  /** The host's customer search, honouring the loader's signal. */
  function fetchCustomers(search: string, signal: AbortSignal): Promise<FilterOption[]>;
  const auth: { getToken(): Promise<string> };
  const signal: AbortSignal;
  const container: HTMLElement;
  const client: DeliveriesClient;
  const queryClient: QueryClient;
  const request: DeliveriesRequest;
  const statusOptions: readonly StatusOption[];
  const rowsOnScreen: readonly Delivery[];
  const columns: readonly DeliveryColumn[];
  const state: DeliveriesView['state'];
  const columnSettings: DeliveriesView['columns'];
  const density: DeliveriesView['density'];
  function setState(state: DeliveriesView['state']): void;
  function setColumnSettings(columns: DeliveriesView['columns']): void;
  function setDensity(density: DeliveriesView['density']): void;
}
export {};
`;

// The host's frameworks, as far as the snippets use them (React Router 7's and Next.js 16's
// own shapes for these names).
const frameworks = `
declare module 'react-router' {
  type Init = string | [string, string][] | Record<string, string | string[]> | URLSearchParams;
  type Next = Init | ((current: URLSearchParams) => Init);
  export function useSearchParams(): [URLSearchParams, (next: Next, options?: { replace?: boolean }) => void];
  export interface LoaderFunctionArgs {
    request: Request;
    params: Record<string, string | undefined>;
  }
  export interface ShouldRevalidateFunctionArgs {
    currentUrl: URL;
    nextUrl: URL;
    defaultShouldRevalidate: boolean;
  }
}
declare module 'next/headers' {
  export function cookies(): Promise<{ get(name: string): { name: string; value: string } | undefined }>;
}
`;

const tsc = join(repositoryRoot, 'node_modules', '.bin', 'tsc');
const run = promisify(execFile);

/**
 * Type-checks the snippets and returns tsc's errors as `page:line: message`, against src/ (the
 * default, no build needed) or, with `DOCS_SNIPPETS_TARBALL` set (check:package sets it), the
 * packed tarball's own declarations.
 */
async function typeCheck(snippets: readonly DocsCodeBlock[]): Promise<string[]> {
  // Inside the repository, so react, @types and the library's dependencies resolve as for src/.
  const dir = join(repositoryRoot, 'node_modules', '.cache', 'docs-snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // A package of its own: otherwise `deliveries-table` would resolve to this repository itself.
  writeFileSync(join(dir, 'package.json'), '{ "name": "docs-snippets", "private": true }');
  const tarball = process.env.DOCS_SNIPPETS_TARBALL;
  if (tarball) {
    const installed = join(dir, 'node_modules', 'deliveries-table');
    mkdirSync(installed, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  }
  const origin = new Map<string, DocsCodeBlock>();
  const pages = [...new Set(snippets.map((block) => block.page))];
  snippets.forEach((block, index) => {
    // A page's blocks sit together, so a named block imports another by its relative path.
    const named = namedFile.exec(block.code)?.[1];
    const file = `page-${pages.indexOf(block.page)}/${named ?? `snippet-${index}.${block.language}`}`;
    origin.set(file, block);
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), block.code);
  });
  writeFileSync(join(dir, 'host.d.ts'), hostCode);
  writeFileSync(join(dir, 'frameworks.d.ts'), frameworks);
  const src = join(repositoryRoot, 'src');
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    // vite/client types the stylesheet import (`import 'deliveries-table/styles.css'`).
    types: ['node', 'vite/client'],
    ...(tarball
      ? {}
      : {
          paths: {
            'deliveries-table': [join(src, 'index.ts')],
            'deliveries-table/mocks': [join(src, 'mocks', 'index.ts')],
            'deliveries-table/filters-code': [
              join(src, 'state', 'filtersCode', 'filtersCodeEntry.ts'),
            ],
            'deliveries-table/locales/*': [join(src, 'locales', '*.ts')],
            'deliveries-table/styles.css': [join(src, 'theme', 'styles.css')],
          },
        }),
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['*.ts', 'page-*/**/*.ts', 'page-*/**/*.tsx'] }),
  );
  const output = await run(tsc, ['-p', dir, '--pretty', 'false']).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = /^(.*?\.tsx?)\((\d+),\d+\): (.*)$/.exec(line);
      const block = at && origin.get(relative(dir, resolve(at[1]!)));
      return block ? `${block.page}:${block.line + Number(at[2]) - 1}: ${at[3]}` : line;
    });
}

describe("the docs' code", () => {
  // tsc over every snippet and the src/ they import: 1.8 s idle, 11 s on a busy machine.
  it(`type-checks every ts/tsx block of the docs and both READMEs against ${
    process.env.DOCS_SNIPPETS_TARBALL ? 'the packed tarball' : 'src/'
  }`, async () => {
    const snippets = hostSnippets();
    // The READMEs and the MDX pages all show the library in use.
    const pages = new Set(snippets.map((block) => block.page));
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/package-readme.md');
    expect(pages.size).toBeGreaterThan(10);
    expect(await typeCheck(snippets)).toEqual([]);
  }, 120_000);

  it("leaves out only a few marked fragments, each saying why, and the Next host's files", () => {
    const skipped = tsBlocks().filter((block) => block.code.trimStart().startsWith(optOut));
    const fragments = skipped.filter((block) => !nextHostFile.test(block.code));
    expect(fragments.map((block) => `${block.page}:${block.line}`).length).toBeLessThanOrEqual(3);
    for (const block of skipped)
      expect(block.code).toMatch(/^\/\/ docs: not type-checked( \(.+\)|\b.*: .+)/);
    // A Next.js block is the file next build type-checks from the tarball, character for character.
    const nextFiles = tsBlocks().flatMap((block) => {
      const file = nextHostFile.exec(block.code)?.[1];
      return file ? [{ file, code: block.code.replace(/^\/\/ docs:.*\n/, '') }] : [];
    });
    expect(nextFiles.length).toBeGreaterThan(5);
    for (const { file, code } of nextFiles) {
      const path = join(nextHost, file);
      expect(existsSync(path), file).toBe(true);
      // A block's text ends where the file's last line does.
      expect(`${code.slice(`// ${file}\n`.length)}\n`, file).toBe(readFileSync(path, 'utf8'));
    }
  });

  it('refuses a block that does not compile, at its page and line', async () => {
    const broken: DocsCodeBlock = {
      page: 'stories/docs/Migration.mdx',
      language: 'tsx',
      line: 50,
      code: [
        "import { DeliveriesTable } from 'deliveries-table';",
        '<DeliveriesTable baseUrl="/gateway" messages={{ table: { table: { tableLabel: \'x\' } } }} />;',
      ].join('\n'),
    };
    const errors = await typeCheck([broken]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^stories\/docs\/Migration\.mdx:51: /);
  }, 120_000);

  it("lists the toolbar's parts once, and its examples place every part", () => {
    const types = readFileSync(join(repositoryRoot, 'src', 'table', 'types.ts'), 'utf8');
    const body = /export interface DeliveriesToolbarParts \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
    const parts = [...body.matchAll(/^ {2}(\w+): ReactNode;$/gm)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(8);
    // The one list: a table row per part on Getting started.
    const gettingStarted = readFileSync(
      join(repositoryRoot, 'stories', 'docs', 'GettingStarted.mdx'),
      'utf8',
    );
    const section = /^## The toolbar's parts\n([\s\S]*?)(?=^## )/m.exec(gettingStarted)?.[1] ?? '';
    const listed = [...section.matchAll(/^\| `(\w+)` +\| .* \| .* \|$/gm)].map((m) => m[1]!);
    expect(listed.sort()).toEqual([...parts].sort());
    const examples = tsBlocks().filter((block) => block.code.includes('toolbar={(parts)'));
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const placed = [...example.code.matchAll(/\{parts\.(\w+)\}/g)].map((m) => m[1]!);
      expect(placed.sort(), `${example.page}:${example.line}`).toEqual([...parts].sort());
    }
  });

  it("names the reference backend's statuses by the codes it uses", () => {
    const labels = new Map(mockStatuses.map((status) => [status.value, status.label]));
    const named = docsPages()
      .flatMap(codeBlocks)
      .flatMap((block) =>
        // A status option is the one kind of option that carries a tone.
        [...block.code.matchAll(/\{ value: (\d+), label: '([^']+)', tone:/g)].map(
          ([, value, label]) => ({ page: block.page, value: Number(value), label }),
        ),
      );
    expect(named.length).toBeGreaterThan(0);
    const wrong = named.filter(({ value, label }) => labels.get(value) !== label);
    expect(wrong).toEqual([]);
  });
});
