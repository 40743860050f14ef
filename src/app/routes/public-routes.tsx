import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

const welcome = () => import('@/features/welcome/welcome-page');
const login = () => import('./login-screen');
const phoneLogin = () => import('@/features/phone/phone-login-page');
const signupFirebase = () => import('@/features/phone/signup-firebase-page');
const publicHelp = () => import('@/features/help/public-help-page');

export const publicRoutes: { onboarding: RouteObject[]; open: RouteObject[] } = {
  /** Screens an onboarded member skips (spec 1 section 2). */
  onboarding: [
    { path: '/', ...lazyScreen(welcome, (m) => m.WelcomePage) },
    { path: 'login', ...lazyScreen(login, (m) => m.LoginScreen) },
    { path: 'phonelogin', ...lazyScreen(phoneLogin, (m) => m.PhoneLoginPage) },
  ],
  open: [
    { path: 'Signupfirebase', ...lazyScreen(signupFirebase, (m) => m.SignupFirebasePage) },
    { path: 'helpmain', ...lazyScreen(publicHelp, (m) => m.PublicHelpPage) },
  ],
};
