// Relative, not '@/': vite.config.ts loads this file, and its loader knows no aliases.
import { SHELL_TEXTS } from '../../src/app/shell/shell-texts.ts';

const SHELL_TEXT_FILE = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](?:${SHELL_TEXTS.join('|')})\\.json$`);

/**
 * The chunk a module goes to among the shell's texts (a Rolldown group's name, vite.config.ts): the shell's and the
 * member layer's namespaces, which every signed-in page loads together, in one file per language (`shell-texts-en`...)
 * rather than one per namespace. Five requests of about 1 KB each were five round trips on a slow link's few
 * connections (docs/decisions/028-fewer-files-before-the-deck.md). i18next still asks for each namespace; the
 * five imports name the same file, which the browser fetches once. Any other module: null, left to the bundler.
 */
export function shellTextsChunk(id: string): string | null {
  const language = SHELL_TEXT_FILE.exec(id)?.[1];
  return language ? `shell-texts-${language}` : null;
}
