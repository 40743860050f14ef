import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { z } from 'zod';
import { defineCall, type RequestOf } from '@/shared/api/contract/define-call';
import { websetprofile } from '@/shared/api/contract/profile';
import { clock } from '@mocks/lib/clock';
import { photoUrl } from '@mocks/lib/photos';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';
import { profileOf } from '../../support/members';

const DAY_MS = 86_400_000;

/** websetprofile with a loose request schema, so a test can send what the contract's types would not let it write. */
const looseSetProfile = defineCall({ ...websetprofile, request: z.looseObject({ user_id: z.string() }) });

type ProfileChange = Omit<RequestOf<typeof websetprofile>, 'user_id'>;

function setProfile(userId: string, change: ProfileChange) {
  return api.call('websetprofile', { user_id: userId, ...change });
}

function pngFile(seed: number, name = `photo-${seed}.png`, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, seed])], name, { type });
}

describe('webprofile and the premium expiry', () => {
  it('keeps premium through the expiry day and answers regular the day after, by the fake clock', async () => {
    const { userId } = await signIn('premium');
    const before = await profileOf(userId);
    expect(before.premium_member).toBe('true');
    const endOfExpiryDay = Date.parse(before.membership_valid_web) + DAY_MS - 1;

    clock.advance(endOfExpiryDay - clock.now());
    // Signing in again keeps the test about the membership, whatever the session's own lifetime.
    await signIn('premium');
    await expect(profileOf(userId)).resolves.toMatchObject({ premium_member: 'true' });

    clock.advance(1);
    const after = await profileOf(userId);
    expect(after).toMatchObject({ premium_member: 'false', membership_valid_web: '' });
    // The free super likes and boosts already granted stay the member's.
    expect(after.superlike_count).toBe(before.superlike_count);
  });

  it('stops the premium-only settings with the membership', async () => {
    const { userId } = await signIn('premium');
    await setProfile(userId, { show_age: 'true', invisible: 'true' });
    clock.advance(400 * DAY_MS);
    await signIn('premium');
    expect(await profileOf(userId)).toMatchObject({ show_age: 'false', invisible: 'false' });
    const error = await refusalOf(setProfile(userId, { hide_ads: 'true' }));
    expect(error.message).toBe('Only premium members can change this setting');
  });
});

describe('admindatass', () => {
  it('answers the admin interests', async () => {
    const { userId } = await signIn('regular');
    const { result } = await api.call('admindatass', { user_id: userId });
    const { result: admin } = await api.call('admindatas', {});
    expect(result.interests).toEqual(admin.interests);
    expect(result.interests.length).toBeGreaterThan(0);
  });
});

describe('websetprofile: settings', () => {
  it('saves notification and feed toggles and the here-to choice for any member', async () => {
    const { userId } = await signIn('regular');
    const answer = await setProfile(userId, {
      message_notification: 'false',
      like_notification: 'false',
      feed_image: 'false',
      feed_school: 'false',
      people_for: '3',
    });
    expect(answer).toEqual({ status: 'true', message: 'Profile information changed' });
    expect(await profileOf(userId)).toMatchObject({
      message_notification: 'false',
      like_notification: 'false',
      feed_image: 'false',
      feed_job: 'true',
      feed_school: 'false',
      people_for: '3',
    });
  });

  it.each(['show_age', 'show_location', 'invisible', 'hide_ads'] as const)(
    'refuses %s for a regular member and saves nothing of the request',
    async (setting) => {
      const { userId } = await signIn('regular');
      const error = await refusalOf(setProfile(userId, { [setting]: 'true', like_notification: 'false' }));
      expect(error.message).toBe('Only premium members can change this setting');
      expect(await profileOf(userId)).toMatchObject({ [setting]: 'false', like_notification: 'true' });
    },
  );

  it('lets a regular member send the premium settings switched off (a Save of every toggle)', async () => {
    const { userId } = await signIn('regular');
    await expect(setProfile(userId, { show_age: 'false', hide_ads: 'false', feed_bio: 'false' })).resolves.toMatchObject({
      message: 'Profile information changed',
    });
  });

  it('saves the premium settings for a premium member', async () => {
    const { userId } = await signIn('premium');
    await setProfile(userId, { show_age: 'true', show_location: 'true', invisible: 'true', hide_ads: 'true' });
    expect(await profileOf(userId)).toMatchObject({ show_age: 'true', show_location: 'true', invisible: 'true', hide_ads: 'true' });
  });

  it.each([
    [' ', 'Please select any one'],
    ['9', 'Please select a valid choice for I am here to'],
    ['1,2', 'Please select a valid choice for I am here to'],
  ])("refuses the here-to choice '%s'", async (peopleFor, message) => {
    const { userId } = await signIn('regular');
    expect((await refusalOf(setProfile(userId, { people_for: peopleFor }))).message).toBe(message);
  });

  it('refuses a toggle that is not a text boolean', async () => {
    const { userId } = await signIn('regular');
    const error = await refusalOf(api.send(looseSetProfile, { user_id: userId, feed_job: 'yes' }));
    expect(error.message).toBe('Missing or invalid field: feed_job');
  });

  it('refuses a request that changes nothing', async () => {
    const { userId } = await signIn('regular');
    expect((await refusalOf(setProfile(userId, {}))).message).toBe('Nothing to update');
  });
});

describe('websetprofile: interests', () => {
  it('saves the interests with their display text and count, in the admin spelling', async () => {
    const { userId } = await signIn('regular');
    const answer = await setProfile(userId, { check: 'music, Travel,Yoga,Travel' });
    expect(answer.message).toBe('Profile information changed');
    expect(await profileOf(userId)).toMatchObject({ interest: ['Music', 'Travel', 'Yoga'], interest1: 'Music, Travel', ex1: '1' });
  });

  it.each([
    [' , ', 'Please select the interest'],
    ['Music,Knitting', 'Unknown interest: Knitting'],
  ])("refuses the interests '%s'", async (check, message) => {
    const { userId } = await signIn('regular');
    expect((await refusalOf(setProfile(userId, { check }))).message).toBe(message);
  });
});

describe('websetprofile: location', () => {
  const lyon = { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' };

  it('moves a premium member anywhere', async () => {
    const { userId } = await signIn('premium');
    expect(await setProfile(userId, lyon)).toEqual({ status: 'true', message: 'Updated location' });
    expect(await profileOf(userId)).toMatchObject({ location: lyon.place, lat: lyon.lat, lon: lyon.lon });
  });

  it('refuses a regular member', async () => {
    const { userId } = await signIn('regular');
    const before = await profileOf(userId);
    expect((await refusalOf(setProfile(userId, lyon))).message).toBe('Only premium members can change the location');
    expect((await profileOf(userId)).location).toBe(before.location);
  });

  it.each([
    [{ ...lyon, place: '' }, 'please select the location'],
    [{ ...lyon, lat: '' }, 'please select the location'],
    [{ place: lyon.place }, 'please select the location'],
    [{ ...lyon, lon: 'undefined' }, 'please select the location from dropdown'],
    [{ ...lyon, place: 'undefined' }, 'please select the location from dropdown'],
    [{ ...lyon, lat: '95' }, 'please select the location from dropdown'],
  ])('refuses %o', async (change, message) => {
    const { userId } = await signIn('premium');
    expect((await refusalOf(setProfile(userId, change))).message).toBe(message);
  });
});

describe('websetprofile: basic info', () => {
  it('saves name, gender, about, job, company and school', async () => {
    const { userId } = await signIn('regular');
    const change = {
      user_name: 'Zoé Martin',
      gender: 'female',
      bio: 'x'.repeat(60),
      job: 'Baker',
      company: 'Le Fournil',
      school: 'Sorbonne',
    } as const;
    const answer = await setProfile(userId, { ...change, phone: demoAccounts.regular.phone });
    expect(answer.message).toBe('Profile information changed');
    expect(await profileOf(userId)).toMatchObject(change);
  });

  it.each([
    [{ user_name: 'Al' }, 'Name must be 3 to 20 letters and spaces'],
    [{ user_name: 'R2D2 Unit' }, 'Name must be 3 to 20 letters and spaces'],
    [{ user_name: 'Maximiliana Alexandra' }, 'Name must be 3 to 20 letters and spaces'],
    [{ bio: 'x'.repeat(61) }, 'About You must be at most 60 characters'],
    [{ job: 'x'.repeat(61) }, 'Job must be at most 60 characters'],
    [{ company: 'x'.repeat(61) }, 'Company must be at most 60 characters'],
    [{ school: 'x'.repeat(61) }, 'School must be at most 60 characters'],
  ])('refuses %o', async (change, message) => {
    const { userId } = await signIn('regular');
    expect((await refusalOf(setProfile(userId, change))).message).toBe(message);
  });

  it("saves a new phone alone with 'Successfully updated'", async () => {
    const { userId } = await signIn('regular');
    expect(await setProfile(userId, { phone: '+15550109999' })).toEqual({ status: 'true', message: 'Successfully updated' });
    expect((await profileOf(userId)).phone).toBe('+15550109999');
  });

  it.each([
    [demoAccounts.premium.phone, 'Sorry, You are already registered this Mobile Number'],
    ['call me', 'Please enter a valid phone number'],
  ])("refuses the phone '%s'", async (phone, message) => {
    const { userId } = await signIn('regular');
    expect((await refusalOf(setProfile(userId, { phone }))).message).toBe(message);
  });
});

describe('websetprofile: swipe flag', () => {
  it("sets and resets the 'remove related matches' flag", async () => {
    const { userId } = await signIn('regular');
    await setProfile(userId, { swipe: '1' });
    expect((await profileOf(userId)).swipe).toBe('1');
    await setProfile(userId, { swipe: '0' });
    expect((await profileOf(userId)).swipe).toBe('0');
    expect((await refusalOf(setProfile(userId, { swipe: 'maybe' }))).message).toBe("swipe must be '1' or '0'");
  });
});

describe('websetprofile: photos', () => {
  it('deletes any photo but the first', async () => {
    const { userId } = await signIn('regular');
    await fillPhotos(userId, 3);
    const [first, second, ...rest] = (await profileOf(userId)).imagess;
    expect((await refusalOf(setProfile(userId, { delete_image: first }))).message).toBe('Profile image cannot be deleted');
    expect(await setProfile(userId, { delete_image: second })).toEqual({ status: 'true', message: 'Image deleted successfully' });
    const after = await profileOf(userId);
    expect(after.imagess).toEqual([first, ...rest]);
    expect(after.images).toBe(first);
  });

  it('refuses to delete a photo that is not the member’s', async () => {
    const { userId } = await signIn('regular');
    expect((await refusalOf(setProfile(userId, { delete_image: 'https://elsewhere.test/a.png' }))).message).toBe('Image not found');
  });

  it('adds an uploaded or fixture photo by its url, once', async () => {
    const { userId } = await signIn('regular');
    const before = (await profileOf(userId)).imagess;
    const photo = [0, 1, 2, 3, 4, 5, 6, 7].map(photoUrl).find((url) => !before.includes(url)) ?? '';
    expect(await setProfile(userId, { images: photo, images_name: 'person.svg' })).toEqual({ status: 'true', message: 'Added new photo' });
    await setProfile(userId, { images: photo, images_name: 'person.svg' });
    expect((await profileOf(userId)).imagess).toEqual([...before, photo]);
    expect((await refusalOf(setProfile(userId, { images: 'https://elsewhere.test/a.png' }))).message).toBe('Image not found');
  });
});

/** Uploads distinct small photos until the member has `count` of them. */
async function fillPhotos(userId: string, count: number) {
  let seed = 0;
  while ((await profileOf(userId)).imagess.length < count) {
    await api.call('uploadimageweb', { user_id: userId, file: pngFile(++seed) });
  }
}

const notAnImage = 'Only png, jpg, jpeg, gif, webp and svg images can be uploaded';

describe('uploadimageweb (settings)', () => {
  it('adds the photo last, kept as a file at its url, and answers its url and name', async () => {
    const { userId } = await signIn('regular');
    const before = (await profileOf(userId)).imagess;
    const answer = await api.call('uploadimageweb', { user_id: userId, file: pngFile(1) });
    expect(answer).toMatchObject({ status: 'true', message: 'Added new photo' });
    expect(answer.image_name).toMatch(/\.png$/);
    expect(answer.imageurl).toBe(`/api/files/${answer.image_name}`);
    const served = await fetch(answer.imageurl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([137, 80, 78, 71, 1]);
    const after = await profileOf(userId);
    expect(after.imagess).toEqual([...before, answer.imageurl]);
    expect(after.images).toBe(before[0]);
  });

  it('takes an svg sent without a media type by its name', async () => {
    const { userId } = await signIn('regular');
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'drawing.svg');
    const answer = await api.call('uploadimageweb', { user_id: userId, file });
    expect(answer.imageurl).toMatch(/\.svg$/);
    expect((await fetch(answer.imageurl)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it("refuses a sixth photo with 'Only 5 images you can upload'", async () => {
    const { userId } = await signIn('regular');
    await fillPhotos(userId, 5);
    const error = await refusalOf(api.call('uploadimageweb', { user_id: userId, file: pngFile(99) }));
    expect(error.message).toBe('Only 5 images you can upload');
    expect((await profileOf(userId)).imagess).toHaveLength(5);
  });

  it.each([
    // A browser sends an empty file part when nothing was chosen.
    ['no file chosen', new File([], '', { type: 'application/octet-stream' }), 'select a image'],
    ['an empty file', new File([], 'empty.png', { type: 'image/png' }), 'select a image'],
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' }), notAnImage],
    ['a pdf named .png', new File(['%PDF'], 'scan.png', { type: 'application/pdf' }), notAnImage],
    ['a file over 5 MB', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }), 'The image must be at most 5 MB'],
  ])(
    'refuses %s',
    async (_case, file, message) => {
      const { userId } = await signIn('regular');
      expect((await refusalOf(api.call('uploadimageweb', { user_id: userId, file }))).message).toBe(message);
    },
    // The 5 MB body takes 2 s through happy-dom's multipart on a quiet machine: over 15 s on a loaded one (CI's clean clone).
    60_000,
  );

  it('refuses the same photo twice', async () => {
    const { userId } = await signIn('regular');
    await api.call('uploadimageweb', { user_id: userId, file: pngFile(7) });
    const error = await refusalOf(api.call('uploadimageweb', { user_id: userId, file: pngFile(7) }));
    expect(error.message).toBe('This photo is already in your profile');
  });
});

describe('websetfirstlook', () => {
  it('makes the chosen photo the first and main one, keeping the others in order', async () => {
    const { userId } = await signIn('regular');
    await fillPhotos(userId, 3);
    const [first, second, ...rest] = (await profileOf(userId)).imagess;
    expect(await api.call('websetfirstlook', { user_id: userId, user_image: second ?? '' })).toMatchObject({ status: 'true' });
    const after = await profileOf(userId);
    expect(after.imagess).toEqual([second, first, ...rest]);
    expect(after.images).toBe(second);
  });

  it('refuses a photo that is not the member’s', async () => {
    const { userId } = await signIn('regular');
    const error = await refusalOf(api.call('websetfirstlook', { user_id: userId, user_image: 'https://elsewhere.test/a.png' }));
    expect(error.message).toBe('Image not found');
  });
});
