import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { placeholderRoute } from './placeholder-route';

const signIn = () => import('@/features/account/sign-in-page');

export const publicRoutes: { onboarding: RouteObject[]; open: RouteObject[] } = {
  /** Screens an onboarded member skips (spec 1 section 2). */
  onboarding: [
    placeholderRoute('/', 'welcome'),
    { path: 'login', ...lazyScreen(signIn, (m) => m.SignInPage) },
    placeholderRoute('phonelogin', 'phoneLogin'),
  ],
  open: [placeholderRoute('Signupfirebase', 'phoneVerification'), placeholderRoute('helpmain', 'help')],
};
