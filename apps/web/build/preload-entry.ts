import type { Plugin } from 'vite';

/**
 * Builds `src/preload.ts` as an entry of its own and loads it from index.html before the
 * app's entry: a separate module script runs as soon as its few bytes have arrived, while
 * the app's entry (React, the router, Mantine) is still loading, so the chunks it asks for
 * load alongside the entry. (Two scripts in index.html would be bundled into one entry.)
 */
export function preloadEntry(source: string): Plugin {
  return {
    name: 'paydesk:preload-entry',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', preload: source } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'preload',
        );
        const entry = html.indexOf('<script type="module"');
        if (!chunk || entry < 0) throw new Error(`${source} was not built as an entry`);
        const script = `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    `;
        return html.slice(0, entry) + script + html.slice(entry);
      },
    },
  };
}
