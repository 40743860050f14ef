import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The one feature shape (docs/guide/architecture.md#one-feature-shape), read from the files themselves. */
const FEATURES = 'src/features';
const features = readdirSync(FEATURES).filter((name) => statSync(join(FEATURES, name)).isDirectory());
const topFiles = (feature: string) => readdirSync(join(FEATURES, feature)).filter((name) => statSync(join(FEATURES, feature, name)).isFile());
const exportsOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]);

describe('one feature shape', () => {
  it('has no lib/ or hooks/ folder: pure logic and hooks sit at the top, call hooks in api/, pieces in components/', () => {
    const stray = features.flatMap((feature) =>
      readdirSync(join(FEATURES, feature))
        .filter((name) => statSync(join(FEATURES, feature, name)).isDirectory() && !['api', 'components'].includes(name))
        .map((name) => `${feature}/${name}`),
    );
    // Folders of data (explore's portraits) hold no code.
    expect(stray.filter((path) => readdirSync(join(FEATURES, path)).some((file) => /\.tsx?$/.test(file)))).toEqual([]);
  });

  it('names a screen <name>-screen.tsx exporting a *Screen, a public page <name>-page.tsx exporting a *Page', () => {
    const wrong = features.flatMap((feature) =>
      topFiles(feature).flatMap((file) => {
        const names = exportsOf(join(FEATURES, feature, file));
        if (file.endsWith('-screen.tsx') && !names.some((name) => name?.endsWith('Screen'))) return [`${feature}/${file}`];
        if (file.endsWith('-page.tsx') && (names.some((name) => name?.endsWith('Screen')) || !names.some((name) => name?.endsWith('Page')))) return [`${feature}/${file}`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('has its tests in tests/unit/<feature>/, one folder per feature', () => {
    expect(features.filter((feature) => !existsSync(join('tests/unit', feature)))).toEqual([]);
  });
});
