import { describe, expect, it } from 'vitest';
import { gzipSize, largestFirst, largestPreloadsFirst } from '../../../scripts/vite/largest-first';
import { signedInPreloads, type BundleChunk } from '../../../scripts/vite/signed-in-frame/frame-preloads';

/** Code that gzip cannot shrink much, `kb` kilobytes of it. */
const codeOf = (kb: number) => {
  let state = 1;
  return Array.from({ length: kb * 1024 }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (state % 90));
  }).join('');
};

describe('the files a page asks for at once', () => {
  it('go largest first, by the bytes they travel as (gzip), the order kept between equals', () => {
    const code: Record<string, string> = { 'a.js': codeOf(2), 'b.js': codeOf(8), 'c.js': 'x'.repeat(40_000), 'd.js': codeOf(2) };
    // c.js is the longest, but travels as the smallest: gzip makes 40,000 x's a few bytes.
    expect(largestFirst(['a.js', 'b.js', 'c.js', 'd.js'], (file) => gzipSize(code[file]))).toEqual(['b.js', 'a.js', 'd.js', 'c.js']);
  });

  it("order the signed-in frame's preloads, every page's and each screen's, largest first", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], kb: number, isEntry = false): BundleChunk => ({
      type: 'chunk',
      fileName,
      facadeModuleId,
      moduleIds: facadeModuleId ? [facadeModuleId] : [],
      imports,
      isEntry,
      code: codeOf(kb),
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', '/repo/index.html', [], 1, true),
        chunk('assets/app-shell.js', '/repo/src/app/shell/app-shell.tsx', ['assets/icons.js'], 3),
        chunk('assets/icons.js', null, [], 1),
        chunk('assets/browser.js', '/repo/mocks/browser.ts', ['assets/libraries.js'], 6),
        chunk('assets/libraries.js', null, [], 9),
        chunk('assets/deck-screen.js', '/repo/src/features/deck/deck-screen.tsx', ['assets/gestures.js'], 2),
        chunk('assets/gestures.js', null, [], 4),
      ].map((item) => [item.fileName, item]),
    );
    const preloads = signedInPreloads(bundle, [{ path: 'app/PeopleNear', module: '/src/features/deck/deck-screen', texts: [] }]);
    expect(preloads.modules).toEqual(['assets/libraries.js', 'assets/browser.js', 'assets/app-shell.js', 'assets/icons.js']);
    expect(preloads.screens['app/peoplenear']?.modules).toEqual(['assets/gestures.js', 'assets/deck-screen.js']);
  });

  it("order the entry's module preloads in the page's head, largest first, and leave the rest of the page as it was", () => {
    const plugin = largestPreloadsFirst('/web/');
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: unknown) => string };
    const html = [
      '<head>',
      '    <script type="module" crossorigin src="/web/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/web/assets/runtime.js">',
      '    <link rel="modulepreload" crossorigin href="/web/assets/router.js">',
      '    <link rel="modulepreload" crossorigin href="/web/assets/main.js">',
      '    <link rel="stylesheet" crossorigin href="/web/assets/main.css">',
      '</head>',
    ].join('\n');
    const bundle = {
      'assets/runtime.js': { type: 'chunk', code: codeOf(1) },
      'assets/router.js': { type: 'chunk', code: codeOf(5) },
      'assets/main.js': { type: 'chunk', code: codeOf(20) },
    };
    expect(hook.handler(html, { bundle }).split('\n')).toEqual([
      '<head>',
      '    <script type="module" crossorigin src="/web/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/web/assets/main.js">',
      '    <link rel="modulepreload" crossorigin href="/web/assets/router.js">',
      '    <link rel="modulepreload" crossorigin href="/web/assets/runtime.js">',
      '    <link rel="stylesheet" crossorigin href="/web/assets/main.css">',
      '</head>',
    ]);
  });
});
