import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Static checks of the design tokens (src/shared/ui/theme.css): the names the
 * screens build on exist, the brand typeface is self-hosted, and every focus
 * ring is the brand's one (before, a clicked tab showed a purple ring and a
 * field a pink one).
 */
const root = process.cwd();
const theme = readFileSync(join(root, 'src/shared/ui/theme.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each rule of a stylesheet as [selector, declarations]; enough for flat CSS modules. */
function rules(css: string): Array<[string, string]> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => [match[1]?.trim() ?? '', match[2] ?? '']);
}

describe('the design tokens', () => {
  it('name the colours, shapes, spacing, type, motion, layers and focus ring every screen uses', () => {
    const names = [
      '--color-brand', '--color-brand-strong', '--color-brand-soft', '--color-accent', '--color-on-brand', '--gradient-brand',
      '--color-bg', '--color-surface', '--color-surface-sunken', '--color-text', '--color-muted', '--color-border',
      '--color-border-strong', '--color-overlay', '--color-danger', '--color-danger-soft', '--color-success',
      '--color-success-soft', '--color-warning', '--color-warning-soft',
      '--color-focus', '--focus-ring', '--focus-ring-offset', '--focus-ring-on-brand',
      '--radius-s', '--radius-m', '--radius-l', '--radius-pill', '--shadow-card', '--shadow-raised',
      '--space-1', '--space-4', '--space-8', '--font-sans', '--text-m', '--text-display', '--weight-bold',
      '--duration-fast', '--duration-base', '--duration-slow', '--ease-standard', '--ease-enter', '--ease-exit',
      '--z-drawer', '--z-dialog', '--z-toast',
    ];
    for (const name of names) expect(theme, name).toMatch(new RegExp(`${name}:`));
  });

  it('turn motion off for members who ask for reduced motion', () => {
    const reduced = theme.slice(theme.indexOf('prefers-reduced-motion'));
    for (const name of ['--duration-fast', '--duration-base', '--duration-slow']) expect(reduced).toContain(`${name}: 0ms`);
  });

  it('self-host the brand typeface, Latin and Arabic, from the pinned package', () => {
    const sources = [...theme.matchAll(/url\('(@fontsource-variable\/[^']+)'\)/g)].map((match) => match[1] ?? '');
    expect(sources.some((source) => source.includes('latin-wght'))).toBe(true);
    expect(sources.some((source) => source.includes('arabic-wght'))).toBe(true);
    for (const source of sources) expect(existsSync(join(root, 'node_modules', source)), source).toBe(true);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@fontsource-variable/rubik']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(theme).toMatch(/--font-sans: 'Rubik Variable'/);
  });

  it('give every focusable element the brand ring, not a colour of its own', () => {
    const offenders: string[] = [];
    for (const file of cssFiles(join(root, 'src'))) {
      for (const [selector, body] of rules(readFileSync(file, 'utf8'))) {
        if (!/:focus/.test(selector)) continue;
        for (const declaration of body.split(';').map((part) => part.trim())) {
          if (!/^outline(-color)?\s*:/.test(declaration)) continue;
          const value = declaration.replace(/^outline(-color)?\s*:\s*/, '');
          const allowed = /var\(--focus-ring(-on-brand)?\)|var\(--color-focus\)|^none$|^#fff$|^#ffffff$/.test(value);
          if (!allowed) offenders.push(`${relative(root, file)}: ${selector} { ${declaration} }`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keep the focus colour the brand’s (a rose, not the old purple)', () => {
    expect(theme).toMatch(/--color-focus: #a3124d;/);
  });

  it('reserve no room under the public sign-in forms (mail, sign-up, phone) for messages that are not there', () => {
    // The mail and phone forms show theirs over the page (the auth layout's toast).
    for (const file of ['src/features/account/components/sign-in-form.module.css', 'src/features/phone/phone-page.module.css']) {
      const message = rules(readFileSync(join(root, file), 'utf8')).find(([selector]) => selector === '.message');
      expect(message?.[1], file).not.toMatch(/min-block-size|min-height/);
      expect(message?.[1], file).toMatch(/composes: toast/);
    }
    // The sign-up form's sits above Continue (over the page it would cover the Signin and Signup tabs):
    // empty, its negative margin cancels the form's gap, so it takes no room.
    const signup = rules(readFileSync(join(root, 'src/features/signup/signup-form.module.css'), 'utf8'));
    expect(signup.find(([selector]) => selector === '.message')?.[1] ?? '').not.toMatch(/min-block-size|min-height/);
    expect(signup.find(([selector]) => selector === '.message:empty')?.[1]).toMatch(/margin-block-start: calc\(-1 \* var\(--space-3\)\)/);
  });
});
