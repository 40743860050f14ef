// Relative, not '@/': vite.config.ts reads this list too, and its loader knows no aliases.
import { paths } from '../../shared/routing/paths.ts';

export interface PrerenderedPage {
  /** The route, below the base. */
  path: string;
  /**
   * The module the route loads lazily (public-routes.tsx): the build links its chunk's stylesheets and
   * preloads its scripts, so the page paints styled and hydrates without waiting for a request chain.
   */
  module: string;
}

/** The public pages written as HTML at build time (scripts/vite/prerender-plugin.ts), then hydrated (mount-app.tsx). */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: paths.welcome, module: 'src/features/welcome/welcome-page.tsx' },
  { path: paths.login, module: 'src/app/routes/login-screen.tsx' },
  { path: paths.phoneLogin, module: 'src/features/phone/phone-login-page.tsx' },
  { path: paths.publicHelp, module: 'src/features/help/public-help-page.tsx' },
];

/**
 * The file of the output folder a page is written to: index.html for the landing, login.html for
 * /login. Not login/index.html: every host of docs/guide/deploying.md#publishing-the-demo and `vite preview` serve
 * login.html for /web/login, with no redirect to /web/login/.
 */
export function prerenderedFile(path: string): string {
  return `${path.slice(1) || 'index'}.html`;
}
