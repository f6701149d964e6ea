import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

// The CLI runs from source in a real Node process: Node 22 strips the types itself, and this
// resolve hook adds the `.ts` that the source's extensionless imports leave out.
const resolveTsHook = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(specifier + '.ts', context);
    }
  },
});
`)}`;
const cliPath = fileURLToPath(new URL('../../../src/mocks/server/cli.ts', import.meta.url));

export function startCli(args: string[]): ChildProcess {
  // Type stripping is on by default from Node 22.18; the flags keep 22.15+ (registerHooks) working too.
  const nodeFlags = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
  return spawn(process.execPath, [...nodeFlags, '--import', resolveTsHook, cliPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process exits first. */
export function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before ${pattern}: ${output}${errors}`)),
    );
  });
}

export async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = startCli(args);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}
