// Packs the package as a host gets it, from a staging directory, so the repository keeps its
// contributor's README.md: package.json without what only the repository runs (scripts, dev
// dependencies, devEngines), dist/ as built, docs/package-readme.md as README.md and
// docs/LICENSE as LICENSE.
// Run `npm run build` first. Usage: node .ci/pack.mjs [DESTINATION]; prints the tarball's path.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** The package.json a host installs: the repository's, less what only the repository runs. */
export function publishedManifest(manifest) {
  const published = { ...manifest };
  for (const field of ['scripts', 'devDependencies', 'devEngines']) delete published[field];
  return published;
}

/** Writes the package's files into `stage`; `dist: false` leaves the build out (for checks). */
export function stagePackage(stage, { dist = true } = {}) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(
    join(stage, 'package.json'),
    `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
  );
  cpSync(join(root, 'docs', 'package-readme.md'), join(stage, 'README.md'));
  // The MIT notice goes with every copy (kept beside the user's README, the top level is fixed).
  cpSync(join(root, 'docs', 'LICENSE'), join(stage, 'LICENSE'));
  if (dist) {
    if (!existsSync(join(root, 'dist'))) throw new Error('no dist/: run `npm run build` first');
    cpSync(join(root, 'dist'), join(stage, 'dist'), { recursive: true });
  }
}

/** Stages the package and packs it into `destination`; returns the tarball's path. */
export function packPackage(destination = root) {
  const stage = mkdtempSync(join(tmpdir(), 'deliveries-table-stage-'));
  try {
    stagePackage(stage);
    const packed = execFileSync(
      'npm',
      ['pack', '--silent', '--ignore-scripts', '--pack-destination', resolve(destination)],
      { cwd: stage, encoding: 'utf8' },
    );
    return join(resolve(destination), packed.trim().split('\n').pop());
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

// A heading's anchor as registry pages and GitHub make it.
const anchorOf = (heading) =>
  heading
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/**
 * What a reader of the package page cannot follow in the README of the unpacked package at
 * `packageDir`: a relative link to a file the package does not hold, or an anchor with no
 * heading. Absolute `https:`/`http:`/`mailto:` links are the reader's own to follow.
 */
export function readmeLinkProblems(packageDir) {
  const text = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const prose = text.replace(/^```[\s\S]*?^```$/gm, '').replace(/(`+)[^`]*?\1/g, '');
  const anchors = new Set(
    [...text.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      anchorOf(m[1]),
    ),
  );
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
    ...[...prose.matchAll(/\b(?:href|src)=["']([^"']+)["']/g)].map((m) => m[1]),
  ];
  return targets.flatMap((target) => {
    if (/^(https?|mailto):/.test(target)) return [];
    if (target.startsWith('#')) {
      return anchors.has(target.slice(1)) ? [] : [`${target}: no heading has that anchor`];
    }
    const path = target.replace(/[?#].*$/, '');
    return existsSync(join(packageDir, path)) && !path.startsWith('..')
      ? []
      : [`${target}: the package does not hold it`];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(packPackage(process.argv[2]));
}
