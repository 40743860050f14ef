import type { SocialIdentity, SocialLoginPort } from '@/shared/ports/social-login';
import { demoAccounts } from '../seed/demo-accounts';

/**
 * The fake social provider of spec 3 section 4: the "existing" identity is the
 * regular demo member's mail (check_fb_user answers 0), the "new" one is
 * unknown to the backend (1). The controls choose which the next login returns.
 */
export const socialIdentities = {
  existing: { email: demoAccounts.regular.email, id: 'fb-existing-1001', name: 'Alex Demo', picture: '' },
  new: { email: 'new.social@demo.test', id: 'fb-new-2002', name: 'Charlie New', picture: '' },
} satisfies Record<string, SocialIdentity>;

export type SocialIdentityName = keyof typeof socialIdentities;

let next: SocialIdentityName = 'existing';

export function chooseSocialIdentity(name: SocialIdentityName): void {
  next = name;
}

export const fakeSocialLogin: SocialLoginPort = {
  async signIn() {
    return socialIdentities[next];
  },
};
