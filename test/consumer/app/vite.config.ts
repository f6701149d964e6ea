import { writeFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Records every bundled module so the check can prove there is one copy of React and react-query.
function listModules(): Plugin {
  return {
    name: 'list-modules',
    generateBundle(_, bundle) {
      const ids = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? Object.keys(chunk.modules) : [],
      );
      writeFileSync('dist-modules.json', JSON.stringify(ids, null, 1));
    },
  };
}

export default defineConfig({ plugins: [react(), listModules()] });
