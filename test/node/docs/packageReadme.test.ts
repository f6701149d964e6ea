import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { readmeLinkProblems, stagePackage } from '../../../.ci/pack.mjs';
import { repositoryRoot } from './docsCodeBlocks';

const run = promisify(execFile);
const read = (path: string) => readFileSync(path, 'utf8');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'package-readme-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The files npm packs from a directory, as `npm pack --dry-run` lists them. */
async function packedFiles(dir: string): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
  });
  const [packed] = JSON.parse(stdout) as { files: { path: string }[] }[];
  return packed!.files.map((file) => file.path).sort();
}

describe("the package's README", () => {
  // npm pack --dry-run: 0.6 s idle, 5 s on a busy machine.
  it("is the user's, and every link in it leads somewhere the package page's reader can go", async () => {
    const stage = tempDir();
    stagePackage(stage, { dist: false });
    // Beside the build, the package holds the MIT notice, the user's README and the manifest.
    expect((await packedFiles(stage)).filter((path) => !path.startsWith('dist/'))).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    expect(read(join(stage, 'LICENSE'))).toMatch(/^MIT License\n\nCopyright \(c\) 2026/);
    const packed = read(join(stage, 'README.md'));
    expect(packed).toBe(read(join(repositoryRoot, 'docs', 'package-readme.md')));
    expect(packed).not.toBe(read(join(repositoryRoot, 'README.md')));
    // What a host needs from it: install, a use, the features by name, where the docs live.
    for (const heading of [
      '## Install',
      '## Use',
      '## What each feature is called',
      '## Where the docs live',
    ]) {
      expect(packed).toContain(`\n${heading}\n`);
    }
    expect(readmeLinkProblems(stage)).toEqual([]);
  }, 60_000);

  it('ships a manifest without what only the repository runs', () => {
    const stage = tempDir();
    stagePackage(stage, { dist: false });
    const repository = JSON.parse(read(join(repositoryRoot, 'package.json'))) as Record<
      string,
      unknown
    >;
    const published = JSON.parse(read(join(stage, 'package.json'))) as Record<string, unknown>;
    expect(published).not.toHaveProperty('scripts');
    expect(published).not.toHaveProperty('devDependencies');
    expect(published).not.toHaveProperty('devEngines');
    for (const field of [
      'name',
      'version',
      'engines',
      'exports',
      'bin',
      'files',
      'peerDependencies',
      'dependencies',
    ]) {
      expect(published[field], field).toEqual(repository[field]);
    }
  });

  it('refuses links into the repository, missing files and anchors with no heading', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), '{}');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# deliveries-table',
        '## Install',
        'See [Paging](stories/docs/Paging.mdx), ![the grid](stories/docs/images/grid.png),',
        '[up](../README.md), [nowhere](#no-such-heading) and <a href="dist/index.js">the code</a>.',
        'These are fine: [install](#install), [the manifest](package.json), [a site](https://example.com/docs).',
        '```md',
        '[inside a code block](not/checked.md)',
        '```',
      ].join('\n'),
    );
    expect(readmeLinkProblems(dir)).toEqual([
      'stories/docs/Paging.mdx: the package does not hold it',
      'stories/docs/images/grid.png: the package does not hold it',
      '../README.md: the package does not hold it',
      '#no-such-heading: no heading has that anchor',
      'dist/index.js: the package does not hold it',
    ]);
  });
});
