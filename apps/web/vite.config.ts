import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './catalogue-plugin.ts';
import { contractMeta } from './contract-meta-plugin.ts';
import { pwa } from './pwa-plugin.ts';
import { START_AREAS } from './src/i18n/start-areas.ts';

const API = ['/wps', '/lgw', '/lotto', '/vendor', '/docs', '/healthz', '/art', '/house', '/dev/api', '/support'];
const target = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    contractMeta(),
    catalogues({
      locales: path.resolve(import.meta.dirname, 'src/i18n/locales'),
      messages: path.resolve(import.meta.dirname, '../../packages/contracts/src/messages'),
      start: START_AREAS,
    }),
    react(),
    pwa(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Schema builders are pure: a module's unused zod schemas (and zod itself) drop out of chunks
      // that only need its constants or helpers.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API.map((p) => [p, { target, changeOrigin: false }])),
  },
});
