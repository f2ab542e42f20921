import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadEntry } from './build/preload-entry.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * react-router 7 points every export condition at its development build (dev warnings
 * included); a production build takes its production files, which the package also ships.
 */
function reactRouterProductionBuild() {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
  ];
}

/**
 * The hosted pay page (pay.html, /pay/:token) is built on its own, after the app, into the same
 * dist/: React and plain CSS only, none of the app's shared chunks (the app's `initial` group
 * would take in any second entry's code), its first load within 100 KiB of gzipped
 * JavaScript (bundle-budgets.json). In development /pay/* answers pay.html.
 */
function payPage(): Plugin {
  return {
    name: 'paydesk:pay-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/pay/')) request.url = '/pay.html';
        next();
      });
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (this.environment.config.command !== 'build') return;
        await build({
          configFile: false,
          root: import.meta.dirname,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            outDir: 'dist',
            assetsDir: 'assets',
            emptyOutDir: false,
            sourcemap: true,
            rolldownOptions: { input: { pay: join(import.meta.dirname, 'pay.html') } },
          },
        });
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadEntry('src/preload.ts'), payPage(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and its renderer, and the router, which every page needs, in chunks of
            // their own: each changes only with its package (and stays cached until then).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            // Everything the entry imports statically runs on every page: one chunk rather than
            // the dozens of small shared chunks automatic splitting makes of it (each costs a
            // request and compresses alone); measured -5 KiB gzip on /login and on the dashboard.
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/sso': { target: apiTarget, changeOrigin: true },
    },
  },
}));
