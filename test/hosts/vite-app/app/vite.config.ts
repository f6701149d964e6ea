import { writeFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Records every module of the browser bundle so the check can prove there is one copy of React
// and react-query. The server build (vite build --ssr) keeps its packages external: skipped.
function listModules(): Plugin {
  return {
    name: 'list-modules',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_, bundle) {
      const ids = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? Object.keys(chunk.modules) : [],
      );
      writeFileSync('dist-modules.json', JSON.stringify(ids, null, 1));
    },
  };
}

export default defineConfig({ plugins: [react(), listModules()] });
