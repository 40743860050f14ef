import { describe, expect, it } from 'vitest';
import { shellTextsChunk } from '../../../scripts/vite/shell-texts-chunk';
import { SHELL_TEXTS } from '@/app/shell/shell-texts';
import { languages } from '@/shared/i18n/languages';

describe("the shell's texts chunk", () => {
  it("puts every namespace the shell loads in one chunk per language", () => {
    for (const { code } of languages) {
      const chunks = new Set(SHELL_TEXTS.map((namespace) => shellTextsChunk(`/repo/locales/${code}/${namespace}.json`)));
      expect([...chunks]).toEqual([`shell-texts-${code}`]);
    }
  });

  it("leaves the screens' texts, common (in the entry or a public page's) and code to the bundler", () => {
    expect(shellTextsChunk('/repo/locales/fr/deck.json')).toBeNull();
    expect(shellTextsChunk('/repo/locales/fr/common.json')).toBeNull();
    expect(shellTextsChunk('/repo/locales/en/shellfish.json')).toBeNull();
    expect(shellTextsChunk('/repo/src/app/shell/app-shell.tsx')).toBeNull();
  });

  it('reads Windows paths too', () => {
    expect(shellTextsChunk('C:\\repo\\locales\\ar\\ui.json')).toBe('shell-texts-ar');
  });
});
