import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const stylesFolder = dirname(
  createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'),
);
const allStyles = readFileSync(join(stylesFolder, '..', 'styles.css'), 'utf8');
const imported = [
  ...readFileSync(join(here, 'mantine-styles.ts'), 'utf8').matchAll(
    /'@mantine\/core\/styles\/([A-Za-z-]+)\.css'/g,
  ),
].map((match) => match[1] ?? '');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The components imported from '@mantine/core' anywhere in the app. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  const importLine = /import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g;
  for (const file of sourceFiles(join(here, '..'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(importLine)) {
      for (const name of (match[1] ?? '').split(',')) {
        const clean = name.trim().replace(/^type\s+/, '');
        if (/^[A-Z][A-Za-z]+$/.test(clean)) used.add(clean);
      }
    }
  }
  return used;
}

/** Where a component's first rule sits in Mantine's full stylesheet. */
function positionInStyles(name: string): number {
  const css = readFileSync(join(stylesFolder, `${name}.css`), 'utf8');
  const firstClass = /\.m_[0-9a-f]{8}/.exec(css)?.[0];
  return firstClass ? allStyles.indexOf(firstClass) : -1;
}

describe('mantine-styles', () => {
  it('imports the styles of every Mantine component the app uses', () => {
    const files = new Set(readdirSync(stylesFolder).map((file) => file.replace(/\.css$/, '')));
    const missing = [...usedComponents()].filter(
      (name) => files.has(name) && !imported.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it("keeps the components' files in the order of Mantine's full stylesheet", () => {
    const components = imported.filter(
      (name) => !['baseline', 'default-css-variables', 'global'].includes(name),
    );
    const positions = components.map(positionInStyles);
    expect(positions.every((position) => position >= 0)).toBe(true);
    const sorted = [...components].sort((a, b) => positionInStyles(a) - positionInStyles(b));
    expect(components).toEqual(sorted);
  });
});
