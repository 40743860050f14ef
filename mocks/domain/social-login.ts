import { db } from '../db/database';
import { clock } from '../lib/clock';

/**
 * Social login: the provider vouches for the mail, and the first login links the
 * provider's id to the member; from then on only that id may sign in for them.
 */

/** The provider id linked to the member, or undefined before their first social login. */
export function linkedSocialId(userId: string): string | undefined {
  return db.socialLinks.findFirst((q) => q.where({ user_id: userId }))?.fbid;
}

export async function linkSocialId(userId: string, fbid: string): Promise<void> {
  await db.socialLinks.create({ user_id: userId, fbid, at: clock.now() });
}
