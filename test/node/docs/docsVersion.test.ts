import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './docsCodeBlocks';

const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');
const { version } = JSON.parse(read('package.json')) as { version: string };
// `0.2.0-next.0` is the unreleased 0.2.0; `0.2.0` is 0.2.0 released.
const [, release = '', prerelease] = /^(\d+\.\d+\.\d+)(?:-(.+))?$/.exec(version) ?? [];

describe('the version the package and its docs name', () => {
  it('is one release, in the Changelog', () => {
    expect(release).not.toBe('');
    const changelog = read('stories/docs/Changelog.mdx');
    const newest = /^## (.+)$/m.exec(changelog)?.[1];
    expect(newest).toBe(prerelease === undefined ? release : `${release} (unreleased)`);
    // An unreleased section says which prerelease the repository packs.
    if (prerelease !== undefined) expect(changelog).toContain(`\`${version}\``);
  });

  it('is the one the migration page leads to', () => {
    const [major, minor] = release.split('.');
    const title = /^# (.+)$/m.exec(read('stories/docs/Migration.mdx'))?.[1];
    expect(title).toMatch(new RegExp(` to ${major}\\.${minor}\\)$`));
  });
});
