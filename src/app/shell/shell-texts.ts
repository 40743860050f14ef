// Relative, not '@/': vite.config.ts reads this list to put these texts in one file per language, and its loader
// knows no aliases.
import { MEMBER_TEXTS } from '../../member/texts.ts';

/**
 * The namespaces every signed-in screen loads with the shell: the shell's own and the member layer's. The build puts
 * them in one file per language (vite.config.ts), so a signed-in page asks for them in one request, not five
 * (docs/decisions/028-fewer-files-before-the-deck.md).
 */
export const SHELL_TEXTS: readonly string[] = ['shell', ...MEMBER_TEXTS];
