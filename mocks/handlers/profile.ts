import { z } from 'zod';
import { id } from '@/shared/api/contract/common';
import { defineCall } from '@/shared/api/contract/define-call';
import { ownProfile, uploadimageweb } from '@/shared/api/contract/profile';
import { MAX_PHOTOS } from '@/shared/api/rules';
import { adminSettings } from '../domain/site-content';
import { countsFor } from '../domain/counts';
import { effectiveMember } from '../domain/membership';
import { addPhoto, keepMemberPhoto, memberPhotoUrl, readUploadedPhoto, setFirstLook } from '../domain/photos';
import { planProfileUpdate, saveProfileUpdate } from '../domain/profile-update';
import { clock } from '../lib/clock';
import { adminDataIn } from '../messages/admin-lists';
import { photoMessages, profileMessages } from '../messages/profile';
import { withInterestsIn } from '../domain/interests-in-language';
import { memberHandler, publicHandler, refuse } from './define-handler';

/**
 * A settings upload that arrives without its file (nothing chosen; some form
 * parsers also drop an empty file part). The contract cannot type it, yet the
 * server answers with the product's own message ('select a image') rather than a generic one.
 */
const uploadWithoutFile = defineCall({ ...uploadimageweb, request: z.object({ user_id: id, file: z.literal('').optional() }) });

/** Listed before uploadimageweb's main handler (handlers/index.ts). */
export const profileVariantHandlers = [memberHandler(uploadWithoutFile, () => refuse(photoMessages.noFile))];

/** The own profile, counts, settings, photos and admin data: docs/product/calls.md#profile-and-settings. */
export const profileHandlers = [
  // The record goes through the contract's schema, which drops the password and other server-only fields;
  // a lapsed membership reads as regular (the fake clock decides).
  // A deactivated member reads it too: the app sees userstatus 0 and sends them back to the login (docs/product/flows.md#session).
  memberHandler('webprofile', ({ member, language }) => ({ status: 'true', result: ownProfile.parse(withInterestsIn(effectiveMember(member, clock.now()), language)) }), {
    openToDeactivated: true,
  }),

  memberHandler('webgetcounts', ({ member }) => ({ status: 'true', result: countsFor(member.user_id) })),

  // The administrator's lists answer in the call's language, as a real server's would (messages/admin-lists.ts).
  publicHandler('admindatas', ({ language }) => {
    const settings = adminSettings();
    return settings ? { status: 'true', result: adminDataIn(settings, language) } : refuse(profileMessages.noSettings);
  }),

  memberHandler('admindatass', ({ language }) => {
    const settings = adminSettings();
    return settings ? { status: 'true', result: { interests: adminDataIn(settings, language).interests } } : refuse(profileMessages.noSettings);
  }),

  memberHandler('websetprofile', async ({ input, member }) => {
    const plan = planProfileUpdate(input, member, clock.now());
    if (!plan.ok) return refuse(plan.message);
    await saveProfileUpdate(member.user_id, plan.edits);
    return { status: 'true', message: plan.message };
  }),

  memberHandler('uploadimageweb', async ({ input, member }) => {
    if (input.file.size === 0) return refuse(photoMessages.noFile);
    if (member.imagess.length >= MAX_PHOTOS) return refuse(photoMessages.tooMany);
    const photo = await readUploadedPhoto(input.file);
    if (!photo.ok) return refuse(photo.message);
    if (member.imagess.includes(memberPhotoUrl(member.user_id, photo))) return refuse(photoMessages.duplicate);
    const kept = await keepMemberPhoto(member.user_id, photo);
    await addPhoto(member.user_id, kept.url);
    return { status: 'true', imageurl: kept.url, image_name: kept.name, message: profileMessages.photoAdded };
  }),

  memberHandler('websetfirstlook', async ({ input, member }) => {
    if (!member.imagess.includes(input.user_image)) return refuse(photoMessages.notFound);
    await setFirstLook(member.user_id, input.user_image);
    return { status: 'true', message: profileMessages.firstLook };
  }),
];
