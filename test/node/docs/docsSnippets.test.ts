import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { codeBlocks, docsPages, repositoryRoot, type DocsCodeBlock } from './docsCodeBlocks';

/** A block that is a fragment (a line to paste into something larger) says so on its first line. */
const optOut = '// docs: not type-checked';
const importsLibrary = /from ['"]deliveries-table(\/mocks)?['"]/;

/** Every ts/tsx block of the docs that imports the library, as a host would paste it. */
function hostSnippets(): DocsCodeBlock[] {
  return docsPages()
    .flatMap(codeBlocks)
    .filter(
      (block) =>
        ['ts', 'tsx'].includes(block.language) &&
        importsLibrary.test(block.code) &&
        !block.code.trimStart().startsWith(optOut),
    );
}

// What the snippets take from the host's own code (its router, session, state): declared with
// the library's types, so a snippet that passes them wrongly still fails.
const hostCode = `
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

// The host's router, as far as the snippets use it.
const reactRouter = `
declare module 'react-router' {
  type Init = string | [string, string][] | Record<string, string | string[]> | URLSearchParams;
  type Next = Init | ((current: URLSearchParams) => Init);
  export function useSearchParams(): [URLSearchParams, (next: Next, options?: { replace?: boolean }) => void];
}
`;

const tsc = join(repositoryRoot, 'node_modules', '.bin', 'tsc');
const run = promisify(execFile);

/** Type-checks the snippets against src/ and returns tsc's errors as `page:line: message`. */
async function typeCheck(snippets: readonly DocsCodeBlock[]): Promise<string[]> {
  // Inside the repository, so react, @types and the library's dependencies resolve as for src/.
  const dir = join(repositoryRoot, 'node_modules', '.cache', 'docs-snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const origin = new Map<string, DocsCodeBlock>();
  snippets.forEach((block, index) => {
    const file = `snippet-${index}.${block.language}`;
    origin.set(file, block);
    writeFileSync(join(dir, file), block.code);
  });
  writeFileSync(join(dir, 'host.d.ts'), hostCode);
  writeFileSync(join(dir, 'react-router.d.ts'), reactRouter);
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
    paths: {
      'deliveries-table': [join(src, 'index.ts')],
      'deliveries-table/mocks': [join(src, 'mocks', 'index.ts')],
      'deliveries-table/styles.css': [join(src, 'theme', 'styles.css')],
    },
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['*.ts', '*.tsx'] }),
  );
  const output = await run(tsc, ['-p', dir, '--pretty', 'false']).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = /^(?:.*[\\/])?(snippet-\d+\.tsx?)\((\d+),\d+\): (.*)$/.exec(line);
      const block = at && origin.get(at[1]!);
      return block ? `${block.page}:${block.line + Number(at[2]) - 1}: ${at[3]}` : line;
    });
}

describe("the docs' code", () => {
  // tsc over every snippet and the src/ they import: 1.8 s idle, 11 s on a busy machine.
  it('type-checks every snippet that imports deliveries-table against src/', async () => {
    const snippets = hostSnippets();
    // The README and the MDX pages both show the library in use.
    expect(new Set(snippets.map((block) => block.page)).size).toBeGreaterThan(3);
    expect(await typeCheck(snippets)).toEqual([]);
  }, 120_000);

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
