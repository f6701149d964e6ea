import { servePages } from './servePages.mjs';

/**
 * The pages of another checkout (`BASE_REPO`, e.g. a worktree of main), built by that checkout's
 * own build and served like this one's; `undefined` without `BASE_REPO`.
 */
export async function serveBaseRepoPages() {
  if (!process.env.BASE_REPO) return undefined;
  const other = await import(`${process.env.BASE_REPO}/test/bench/chromium/driver/buildPages.mjs`);
  const cwd = process.cwd();
  process.chdir(process.env.BASE_REPO);
  try {
    return await servePages(await other.buildPages());
  } finally {
    process.chdir(cwd);
  }
}
