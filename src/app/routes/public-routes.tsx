import type { RouteObject } from 'react-router';
import { PHONE_VERIFICATION_NS } from '@/shared/phone/phone-verification-texts';
import { paths } from '@/shared/routing/paths';
import { lazyScreen } from './lazy-screen';

const welcome = () => import('@/features/welcome/welcome-page');
const login = () => import('./login-screen');
const phoneLogin = () => import('@/features/phone/phone-login-page');
const signupFirebase = () => import('@/features/phone/signup-firebase-page');
const publicHelp = () => import('@/features/help/public-help-page');

export const publicRoutes: { onboarding: RouteObject[]; open: RouteObject[] } = {
  /** Screens an onboarded member skips (docs/product/screens-and-routes.md#public-routes). */
  onboarding: [
    { path: paths.welcome, ...lazyScreen(welcome, (m) => m.WelcomePage, { texts: ['welcome'], data: false }) },
    { path: paths.login, ...lazyScreen(login, (m) => m.LoginScreen, { texts: ['account'] }) },
    { path: paths.phoneLogin, ...lazyScreen(phoneLogin, (m) => m.PhoneLoginPage, { texts: ['phone', PHONE_VERIFICATION_NS] }) },
  ],
  open: [
    { path: paths.signupFirebase, ...lazyScreen(signupFirebase, (m) => m.SignupFirebasePage, { texts: ['phone', PHONE_VERIFICATION_NS] }) },
    { path: paths.publicHelp, ...lazyScreen(publicHelp, (m) => m.PublicHelpPage, { texts: ['help'] }) },
  ],
};
