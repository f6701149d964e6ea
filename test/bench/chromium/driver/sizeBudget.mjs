import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Builds dist/ (`npm run build`) and returns what `.ci/size.mjs` prints, over budget or not. */
export async function sizeBudget() {
  await run('npm', ['run', 'build'], { cwd: root, maxBuffer: 64 << 20 });
  try {
    const { stdout } = await run(process.execPath, ['.ci/size.mjs'], { cwd: root });
    return { ok: true, output: stdout.trim() };
  } catch (failure) {
    // Over budget: size.mjs exits 1 after printing its table, which is still the figure.
    return { ok: false, output: `${failure.stdout}${failure.stderr}`.trim() };
  }
}
