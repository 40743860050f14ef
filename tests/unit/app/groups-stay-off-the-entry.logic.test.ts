import { describe, expect, it } from 'vitest';
import { groupsStayOffTheEntry } from '../../../scripts/vite/chunk-groups';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId?: string;
}

const chunk = (name: string, imports: string[] = [], isEntry = false): FakeChunk => ({ type: 'chunk', fileName: `assets/${name}.js`, name, isEntry, imports });
const WELCOME_PAGE = '/app/src/features/welcome/welcome-page.tsx';

/** Runs the plugin's check on a bundle; answers the error it raised, if any. */
function check(chunks: FakeChunk[]): string | undefined {
  const plugin = groupsStayOffTheEntry();
  const hook = plugin.generateBundle;
  const run = typeof hook === 'function' ? hook : hook?.handler;
  if (!run) throw new Error('The plugin has no generateBundle hook');
  const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]));
  let raised: string | undefined;
  const context = {
    error: (message: string) => {
      raised = message;
      throw new Error(message);
    },
  };
  try {
    (run as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  } catch {
    // raised holds the message
  }
  return raised;
}

describe('the chunk groups stay off the entry', () => {
  it('lets a bundle whose groups load after the entry through', () => {
    expect(
      check([chunk('index', ['assets/jsx-runtime.js'], true), chunk('jsx-runtime'), chunk('app-shell', ['assets/query.js', 'assets/radix-layers.js']), chunk('query'), chunk('radix-layers'), chunk('contract'), chunk('shell-texts-en')]),
    ).toBeUndefined();
  });

  it('fails the build when the entry loads a group with itself, directly or through another file', () => {
    expect(check([chunk('index', ['assets/contract.js'], true), chunk('contract')])).toMatch(/the entry loads the group "contract"/);
    expect(check([chunk('index', ['assets/main.js'], true), chunk('main', ['assets/query.js']), chunk('query')])).toMatch(/the entry loads the group "query"/);
    expect(check([chunk('index', ['assets/shell-texts-fr.js'], true), chunk('shell-texts-fr')])).toMatch(/"shell-texts-fr"/);
  });

  it("fails the build when the landing's screen loads a group with itself, as the entry would", () => {
    const landing = { ...chunk('welcome-page', ['assets/language-picker.js']), facadeModuleId: WELCOME_PAGE };
    expect(check([chunk('index', [], true), landing, chunk('language-picker', ['assets/radix-layers.js']), chunk('radix-layers')])).toMatch(
      /the landing's screen loads the group "radix-layers"/,
    );
    expect(check([chunk('index', [], true), landing, chunk('language-picker'), chunk('app-shell', ['assets/radix-layers.js']), chunk('radix-layers')])).toBeUndefined();
  });
});
