// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import process from 'node:process';
import { createMockServer } from './createMockServer';
import { unsupportedNode } from './nodeSupport';
import { mockServerUsage, parseMockServerArgs } from './parseMockServerArgs';

const name = 'deliveries-mock-server';

async function main(): Promise<void> {
  const oldNode = unsupportedNode(process.versions.node);
  if (oldNode !== undefined) {
    process.stderr.write(`${name} ${oldNode}\n`);
    process.exitCode = 1;
    return;
  }
  const command = parseMockServerArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    process.stdout.write(mockServerUsage);
    return;
  }
  if (command.kind === 'error') {
    process.stderr.write(`${name}: ${command.message}\nRun "${name} --help" for the flags.\n`);
    process.exitCode = 2;
    return;
  }
  const server = await createMockServer(command.options).catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${command.options.port ?? 4010} is in use; pick another with --port.`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`${name}: ${reason}\n`);
    process.exitCode = 1;
    return undefined;
  });
  if (server === undefined) return;
  process.stdout.write(`${name} listening on ${server.url} (${server.size} deliveries)\n`);
  const stop = (): void => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// The bin entry: importing this file starts the server.
void main();
