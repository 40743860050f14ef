import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/shared/api/client';
import type { LanguageCode } from '@/shared/api/contract/common';
import { readSession } from '@/shared/session/session';
import { interestTranslations, peopleForTranslations } from '@mocks/messages/admin-lists';
import { interestNames } from '@mocks/factories/member';
import { signIn } from '@mocks/testing/sign-in';
import { memberRecord } from '../../support/members';

/**
 * The administrator's lists (the 'here to' choices and the interests) answer in
 * the call's language, as a real server's would; English stays the product's wording.
 */
const clientIn = (language: LanguageCode) =>
  createApiClient({ baseUrl: '/api/', getToken: () => readSession()?.token ?? null, getLanguage: () => language });

const HERE_TO = {
  en: ['Dating', 'Friends', 'Study', 'Partner'],
  fr: ['Rencontres', 'Amitié', 'Études', 'Partenaire'],
  ar: ['مواعدة', 'صداقة', 'دراسة', 'شريك حياة'],
} as const;

describe("admindatas answers its lists in the call's language", () => {
  it.each(['en', 'fr', 'ar'] as const)('the here-to choices in %s, with the same ids and icons', async (language) => {
    const english = (await clientIn('en').call('admindatas', {})).result;
    const { result } = await clientIn(language).call('admindatas', {});
    expect(result.peoplefor.map((option) => option.name)).toEqual(HERE_TO[language]);
    expect(result.peoplefor.map(({ id, icon }) => ({ id, icon }))).toEqual(english.peoplefor.map(({ id, icon }) => ({ id, icon })));
    // The limits and settings are no text to translate.
    expect({ ...result, peoplefor: [], interests: [] }).toEqual({ ...english, peoplefor: [], interests: [] });
  });

  it('the interests in fr and ar, in the same order, English as the server gives them', async () => {
    const names = async (language: LanguageCode) => (await clientIn(language).call('admindatas', {})).result.interests.map((interest) => interest.name);
    expect(await names('en')).toEqual(interestNames);
    const french = await names('fr');
    const arabic = await names('ar');
    expect(french).toEqual(interestNames.map((name) => interestTranslations[name]?.fr));
    expect(arabic).toEqual(interestNames.map((name) => interestTranslations[name]?.ar));
    expect(french).toContain('Randonnée');
    expect(arabic).toContain('السفر');
  });

  it('has a French and an Arabic name for every seeded choice and interest', () => {
    for (const name of HERE_TO.en) expect(peopleForTranslations[name], name).toEqual({ fr: expect.any(String), ar: expect.any(String) });
    for (const name of interestNames) expect(interestTranslations[name], name).toEqual({ fr: expect.any(String), ar: expect.any(String) });
  });
});

describe('the member calls name interests in the same language', () => {
  it('admindatass answers the interests in ar', async () => {
    const { userId } = await signIn('regular');
    const { result } = await clientIn('ar').call('admindatass', { user_id: userId });
    expect(result.interests.map((interest) => interest.name)).toEqual(interestNames.map((name) => interestTranslations[name]?.ar));
  });

  it("webprofile says the member's interests in fr, and a French check is stored by its English name", async () => {
    const { userId } = await signIn('regular');
    await expect(clientIn('fr').call('websetprofile', { user_id: userId, check: 'Voyages,Randonnée' })).resolves.toMatchObject({ status: 'true' });
    expect(memberRecord(userId).interest).toEqual(['Travel', 'Hiking']);
    const french = (await clientIn('fr').call('webprofile', { user_id: userId })).result;
    expect(french).toMatchObject({ interest: ['Voyages', 'Randonnée'], interest1: 'Voyages, Randonnée' });
    const english = (await clientIn('en').call('webprofile', { user_id: userId })).result;
    expect(english).toMatchObject({ interest: ['Travel', 'Hiking'], interest1: 'Travel, Hiking' });
  });

  it("webprofilenew tags another member's interests in ar", async () => {
    const { userId } = await signIn('regular');
    const friendId = '150';
    const english = (await clientIn('en').call('webprofilenew', { user_id: userId, friend_id: friendId })).result.interest_other;
    const arabic = (await clientIn('ar').call('webprofilenew', { user_id: userId, friend_id: friendId })).result.interest_other;
    expect(english.length).toBeGreaterThan(0);
    expect(arabic).toEqual(english.map((name) => interestTranslations[name]?.ar));
  });
});
