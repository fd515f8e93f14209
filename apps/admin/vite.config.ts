import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const target = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The back office (docs/decisions/1020): its own bundle, served by the server at /backoffice. */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 500,
  },
  server: {
    port: 5174,
    proxy: { '/backoffice/api': { target, changeOrigin: false } },
  },
});
