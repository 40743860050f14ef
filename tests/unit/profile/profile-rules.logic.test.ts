import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { describe, expect, it } from 'vitest';
import { expiryText, interestsSchema, photoProblem, profileDetailsSchema, type ProfileDetails } from '@/features/profile/profile-rules';
import { locationFormSchema, locationProblem } from '@/member/location/location-choice';
import { formProblem } from '../support/form-problem';

const details: ProfileDetails = { user_name: 'Alex', gender: 'male', bio: '', job: '', company: '', school: '' };
/** The problem the profile edit names for these details, or null when Save sends them. */
const detailsProblem = (values: ProfileDetails) => formProblem(profileDetailsSchema, values);
const detailsToSend = (values: ProfileDetails) => profileDetailsSchema.parse(values);

describe('the premium expiry date', () => {
  it('reads D MMM YYYY in the page language', () => {
    expect(expiryText('2027-03-05', 'en')).toBe('5 Mar 2027');
    expect(expiryText('2027-03-05', 'fr')).toBe('5 mars 2027');
    expect(expiryText('2027-03-05', 'ar')).toBe('5 مارس 2027');
  });

  it('reads as dayjs wrote it before (D MMM YYYY), every month of the year, in each language', () => {
    for (const language of ['en', 'fr', 'ar']) {
      for (let month = 1; month <= 12; month += 1) {
        const date = `2027-${String(month).padStart(2, '0')}-${String(month + 16).padStart(2, '0')}`;
        expect(expiryText(date, language), `${language} ${date}`).toBe(dayjs(date).locale(language).format('D MMM YYYY'));
      }
    }
  });

  it('keeps the day the server named, whatever the time zone', () => {
    expect(expiryText('2027-12-31', 'en')).toBe('31 Dec 2027');
    expect(expiryText('2028-01-01 00:00:00', 'en')).toBe('1 Jan 2028');
  });

  it('is absent without a date', () => {
    expect(expiryText('', 'en')).toBeNull();
    expect(expiryText('soon', 'en')).toBeNull();
  });
});

describe('the photo checks before an upload', () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

  it("asks for a file ('select a image') and stops at 5 photos", () => {
    expect(photoProblem(null, 2)).toBe('noFile');
    expect(photoProblem(new File([], 'empty.png'), 2)).toBe('noFile');
    expect(photoProblem(file, 5)).toBe('tooMany');
    expect(photoProblem(file, 4)).toBeNull();
  });
});

describe('the profile edit rules', () => {
  it('needs a name of 3 to 20 letters and spaces', () => {
    expect(detailsProblem({ ...details, user_name: '  ' })).toBe('nameRequired');
    expect(detailsProblem({ ...details, user_name: 'Al' })).toBe('nameLength');
    expect(detailsProblem({ ...details, user_name: 'A'.repeat(21) })).toBe('nameLength');
    expect(detailsProblem({ ...details, user_name: 'Al3x' })).toBe('nameLength');
    expect(detailsProblem({ ...details, user_name: 'Anne Marie' })).toBeNull();
  });

  it('keeps About You, Job, Company and School to 60 characters', () => {
    expect(detailsProblem({ ...details, school: 'x'.repeat(60) })).toBeNull();
    expect(detailsProblem({ ...details, bio: 'x'.repeat(61) })).toBe('textTooLong');
  });

  it('sends trimmed texts and a name with single spaces', () => {
    expect(detailsToSend({ ...details, user_name: ' Anne   Marie ', job: ' Nurse ' })).toMatchObject({ user_name: 'Anne Marie', job: 'Nurse' });
  });
});

describe('the interests', () => {
  it("asks for one at least ('Please select the interest')", () => {
    expect(formProblem(interestsSchema, { chosen: [] })).toBe('required');
    expect(formProblem(interestsSchema, { chosen: ['Music'] })).toBeNull();
  });
});

describe('the location choice', () => {
  const paris = { place: 'Paris, Ile-de-France, France', lat: '48.85', lon: '2.35' };

  it("says 'please select the location' for nothing typed or an empty place, lat or lon", () => {
    expect(locationProblem('', null)).toBe('missing');
    expect(locationProblem('  ', null)).toBe('missing');
    expect(locationProblem('Paris', { ...paris, lat: '' })).toBe('missing');
    expect(locationProblem('Paris', { ...paris, place: '' })).toBe('missing');
  });

  it("says 'please select the location from dropdown' for text never chosen from the list", () => {
    expect(locationProblem('Pari', null)).toBe('notFromList');
    expect(locationProblem('Paris', { ...paris, lon: 'undefined' })).toBe('notFromList');
  });

  it('accepts a place chosen from the list', () => {
    expect(locationProblem(paris.place, paris)).toBeNull();
  });

  it("is the change-location form's one problem, said of the place", () => {
    expect(formProblem(locationFormSchema, { text: '', place: null })).toBe('missing');
    expect(formProblem(locationFormSchema, { text: 'Pari', place: null })).toBe('notFromList');
    expect(formProblem(locationFormSchema, { text: paris.place, place: paris })).toBeNull();
  });
});
