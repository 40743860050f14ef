import { describe, expect, it } from 'vitest';
import { holdScripts } from '../../../scripts/vite/prerender/page-html.ts';

/** The head of index.html as Vite writes it for the client build. */
const shell = `<head>
    <script src="/web/boot.js"></script>
    <script type="module" crossorigin src="/web/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/web/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/web/assets/i18n-c.js">
    <link rel="stylesheet" crossorigin href="/web/assets/index-d.css">
  </head>`;

describe("a prerendered page's scripts, held for after its first paint", () => {
  it('are the entry and its modulepreloads, in their order; the stylesheets and boot.js stay in the head', () => {
    const { html, held } = holdScripts(shell);
    expect(held).toEqual([
      '<script type="module" crossorigin src="/web/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/web/assets/react-b.js">',
      '<link rel="modulepreload" crossorigin href="/web/assets/i18n-c.js">',
    ]);
    expect(html).toBe(`<head>
    <script src="/web/boot.js"></script>
    <link rel="stylesheet" crossorigin href="/web/assets/index-d.css">
  </head>`);
  });

  it('stop the build when index.html has no entry script, or more than one', () => {
    expect(() => holdScripts(shell.replace(/ {4}<script type="module".*\n/, ''))).toThrow('one module script');
    expect(() => holdScripts(shell.replace('  </head>', '    <script type="module" src="/web/x.js"></script>\n  </head>'))).toThrow('one module script');
  });
});
