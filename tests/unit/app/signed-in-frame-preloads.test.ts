import { describe, expect, it } from 'vitest';
import { signedInPreloads, type BundleChunk } from '../../../scripts/vite/signed-in-frame/frame-preloads';

/** A bundle's chunk as the plugin reads it. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], options: { isEntry?: boolean; css?: string[] } = {}): BundleChunk {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry: options.isEntry ?? false, viteMetadata: { importedCss: new Set(options.css ?? []) } };
}

describe("the signed-in frame's preloads", () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/repo/index.html', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', null),
      chunk('assets/app-shell.js', '/repo/src/app/shell/app-shell.tsx', ['assets/react.js', 'assets/dialog.js'], { css: ['assets/app-shell.css'] }),
      chunk('assets/dialog.js', null, [], { css: ['assets/dialog.css'] }),
      chunk('assets/real.js', '/repo/src/shared/ports/real/index.ts'),
      chunk('assets/deck-screen.js', '/repo/src/features/deck/deck-screen.tsx', ['assets/dialog.js']),
      chunk('assets/shell-fr.js', '/repo/locales/fr/shell.json'),
      chunk('assets/deck-fr.js', '/repo/locales/fr/deck.json'),
    ].map((item) => [item.fileName, item]),
  );

  it("names what every signed-in page loads beyond the entry's own preloads: the shell with its imports and styles, the adapters, the shell's texts", () => {
    expect(signedInPreloads(bundle)).toEqual({
      modules: ['assets/app-shell.js', 'assets/dialog.js', 'assets/real.js'],
      styles: ['assets/app-shell.css', 'assets/dialog.css'],
      texts: { fr: ['assets/shell-fr.js'] },
    });
  });
});
