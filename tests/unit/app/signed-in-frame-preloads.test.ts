import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeScreens, signedInPreloads, type BundleChunk } from '../../../scripts/vite/signed-in-frame/frame-preloads';
import { paths } from '@/shared/routing/paths';

/** A bundle's chunk as the plugin reads it. */
function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  options: { isEntry?: boolean; css?: string[]; moduleIds?: string[] } = {},
): BundleChunk {
  const moduleIds = options.moduleIds ?? (facadeModuleId ? [facadeModuleId] : []);
  return { type: 'chunk', fileName, facadeModuleId, moduleIds, imports, isEntry: options.isEntry ?? false, viteMetadata: { importedCss: new Set(options.css ?? []) } };
}

describe("the signed-in frame's preloads", () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/repo/index.html', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', null),
      chunk('assets/app-shell.js', '/repo/src/app/shell/app-shell.tsx', ['assets/react.js', 'assets/dialog.js'], { css: ['assets/app-shell.css'] }),
      chunk('assets/dialog.js', null, [], { css: ['assets/dialog.css'] }),
      chunk('assets/real.js', '/repo/src/shared/ports/real/index.ts'),
      chunk('assets/browser.js', '/repo/mocks/browser.ts'),
      chunk('assets/deck-screen.js', '/repo/src/features/deck/deck-screen.tsx', ['assets/dialog.js']),
      chunk('assets/shell-fr.js', '/repo/locales/fr/shell.json'),
      chunk('assets/deck-fr.js', '/repo/locales/fr/deck.json'),
    ].map((item) => [item.fileName, item]),
  );

  it("names what every signed-in page loads beyond the entry's own preloads: the shell with its imports and styles, the demo's fake backend, the shell's texts; not the real ports, which load with the first port asked for", () => {
    expect(signedInPreloads(bundle)).toEqual({
      modules: ['assets/app-shell.js', 'assets/dialog.js', 'assets/browser.js'],
      styles: ['assets/app-shell.css', 'assets/dialog.css'],
      texts: { fr: ['assets/shell-fr.js'] },
      screens: {},
    });
  });

  it("adds each screen's chunk beyond what every signed-in page loads, and its texts, by its path in lower case", () => {
    const { screens } = signedInPreloads(bundle, [{ path: 'app/PeopleNear', module: '/src/features/deck/deck-screen', texts: ['deck'] }]);
    expect(screens).toEqual({ 'app/peoplenear': { modules: ['assets/deck-screen.js'], styles: [], texts: { fr: ['assets/deck-fr.js'] } } });
  });

  it("names a chunk that holds several namespaces (the shell's texts in one file per language) once, under its language", () => {
    const grouped = Object.fromEntries(
      [
        chunk('assets/index.js', '/repo/index.html', [], { isEntry: true }),
        chunk('assets/shell-texts-ar.js', null, [], { moduleIds: ['/repo/locales/ar/shell.json', '/repo/locales/ar/ui.json', '/repo/locales/ar/match.json'] }),
        chunk('assets/shell-texts-en.js', null, [], { moduleIds: ['/repo/locales/en/shell.json', '/repo/locales/en/payments.json'] }),
        chunk('assets/deck-ar.js', '/repo/locales/ar/deck.json'),
      ].map((item) => [item.fileName, item]),
    );
    expect(signedInPreloads(grouped).texts).toEqual({ ar: ['assets/shell-texts-ar.js'], en: ['assets/shell-texts-en.js'] });
  });

  it("finds what every signed-in page loads in a chunk that is a group of modules, not one module's facade (the query client's)", () => {
    const grouped = Object.fromEntries(
      [
        chunk('assets/index.js', '/repo/index.html', [], { isEntry: true }),
        chunk('assets/query.js', null, [], { moduleIds: ['/repo/node_modules/@tanstack/query-core/build/modern/queryClient.js', '/repo/src/app/routes/query-scope.tsx'] }),
        chunk('assets/other.js', null, [], { moduleIds: ['/repo/src/features/chat/chat-screen.tsx'] }),
      ].map((item) => [item.fileName, item]),
    );
    expect(signedInPreloads(grouped).modules).toEqual(['assets/query.js']);
  });

  it('reads the screens of the route table, the deck and the chat list among them', () => {
    const source = readFileSync(join(process.cwd(), 'src', 'app', 'routes', 'app-routes.tsx'), 'utf8');
    const screens = routeScreens(source, (name) => {
      const path: unknown = (paths as Record<string, unknown>)[name];
      return typeof path === 'string' ? path : undefined;
    });
    expect(screens).toContainEqual({ path: 'app/PeopleNear', module: '/src/features/deck/deck-screen', texts: ['deck'] });
    expect(screens).toContainEqual({ path: 'app/Message', module: '/src/features/messages/messages-area', texts: ['messages'] });
    expect(screens).toContainEqual({ path: 'app/Visitors', module: '/src/features/lists/screens', texts: ['lists'] });
    // Every screen of a fixed path is read: a route written another way would be missed silently.
    const fixedPathScreens = [...source.matchAll(/path: paths\.(\w+),\s*\.\.\.lazyScreen\(/g)].length;
    expect(screens).toHaveLength(fixedPathScreens);
  });
});
