// Relative, not '@/': vite.config.ts reads this list too, and its loader knows no aliases.
import { paths } from '../../shared/routing/paths.ts';

export interface PrerenderedPage {
  /** The route, below the base. */
  path: string;
  /** The file the build writes it to, in the output folder: what static hosts and `vite preview` serve for the path. */
  file: string;
  /**
   * The module the route loads lazily (public-routes.tsx): the build links its chunk's stylesheets and
   * preloads its scripts, so the page paints styled and hydrates without waiting for a request chain.
   */
  module: string;
}

/**
 * The public pages written as HTML at build time (scripts/vite/prerender-plugin.ts), then hydrated
 * (mount-app.tsx). `login.html` rather than `login/index.html`: every host of README "Publishing the
 * demo" and `vite preview` serve it for /web/login, with no redirect to /web/login/.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: paths.welcome, file: 'index.html', module: 'src/features/welcome/welcome-page.tsx' },
  { path: paths.login, file: 'login.html', module: 'src/app/routes/login-screen.tsx' },
  { path: paths.phoneLogin, file: 'phonelogin.html', module: 'src/features/phone/phone-login-page.tsx' },
  { path: paths.publicHelp, file: 'helpmain.html', module: 'src/features/help/public-help-page.tsx' },
];
