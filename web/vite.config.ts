import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [
    // Must come before the React plugin so the generated route tree is ready when React compiles.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webRoot}src/routes`,
      generatedRouteTree: `${webRoot}src/routeTree.gen.ts`,
    }),
    react(),
  ],
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    // Mantine and React in one vendor chunk are ~540 kB; route code is split per page already.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/cable': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/cable': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
});
