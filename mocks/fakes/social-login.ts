import type { SocialIdentity, SocialLoginPort } from '@/shared/ports/social-login';
import { demoAccounts } from '../seed/demo-accounts';

/**
 * The fake social provider (docs/product/fake-backend-and-demo.md#third-parties): the "existing" identity is the
 * regular demo member's mail (check_fb_user answers 0), the "new" one is
 * unknown to the backend (1).
 */
export const socialIdentities = {
  existing: { email: demoAccounts.regular.email, id: 'fb-existing-1001', name: 'Alex Demo', picture: '' },
  new: { email: 'new.social@demo.test', id: 'fb-new-2002', name: 'Charlie New', picture: '' },
} satisfies Record<string, SocialIdentity>;

export type SocialIdentityName = keyof typeof socialIdentities;

/** Set by tests or the controls; null lets the person choose in the provider's window. */
let preset: SocialIdentityName | null = null;

export function chooseSocialIdentity(name: SocialIdentityName | null): void {
  preset = name;
}

export const fakeSocialLogin: SocialLoginPort = {
  async signIn() {
    if (preset) return socialIdentities[preset];
    // Outside a page (the Node server) there is nobody to ask.
    if (typeof document === 'undefined') return socialIdentities.existing;
    // The provider's window is drawn only when somebody presses the button: not part of the fake backend's start.
    return (await import('./social-login-window')).askWhichIdentity();
  },
};
