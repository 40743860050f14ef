import { ownProfile } from '@/shared/api/contract/profile';
import { db } from '../db/database';
import { countsFor } from '../domain/counts';
import { memberHandler, publicHandler, refuse } from './define-handler';

/** The own profile, counts and admin data: spec 1 sections 3 and 7. */
export const profileHandlers = [
  // The record goes through the contract's schema, which drops the password and other server-only fields.
  memberHandler('webprofile', ({ member }) => ({ status: 'true', result: ownProfile.parse(member) })),

  memberHandler('webgetcounts', ({ member }) => ({ status: 'true', result: countsFor(member.user_id) })),

  publicHandler('admindatas', () => {
    const settings = db.adminSettings.findFirst();
    return settings ? { status: 'true', result: settings } : refuse('No settings');
  }),
];
