import type { Faker } from '@faker-js/faker';
import { GENDERS, MIN_AGE, PROFILE_TEXT_MAX } from '@/shared/api/rules';
import { clock } from '../lib/clock';
import { isoDate } from '../lib/iso-date';
import { portraitsOf } from '../lib/photos';
import type { MemberRecord } from '../db/records';
import { demoCity } from '../lib/demo-city';
import { hashPassword, NO_PASSWORD } from '../domain/passwords';
import { createFaker } from './faker';
import { NEW_MEMBER_SETTINGS } from '../db/member-defaults';

const DAY_MS = 86_400_000;
let sequence = 0;

export interface MemberOptions {
  /** A premium member, with an expiry in the future and free super likes and boosts. */
  premium?: boolean;
  faker?: Faker;
  /** The password they sign in with (the demo accounts'); without one, no password signs them in. */
  password?: string;
}

/**
 * One member, valid against the contract. Shared by the seed, the tests and the
 * stories: `buildMember({ premium: true }, { email: 'x@y.z' })`.
 */
export function buildMember(options: MemberOptions = {}, overrides: Partial<MemberRecord> = {}): MemberRecord {
  const faker = options.faker ?? createFaker(++sequence);
  // Drawn in alphabetical order, the order the seed has always used, so seeded people keep their gender.
  const gender = faker.helpers.arrayElement([...GENDERS].sort());
  const sex = gender === 'other' ? undefined : gender;
  const firstName = faker.person.firstName(sex);
  const age = faker.number.int({ min: MIN_AGE, max: 80 });
  const photoCountForMember = faker.number.int({ min: 1, max: 4 });
  const firstPhoto = faker.number.int({ min: 0, max: 1000 });
  // The overrides' gender wins (the demo accounts set theirs), so a face always matches the profile.
  const imagess = portraitsOf(overrides.gender ?? gender, firstPhoto, photoCountForMember);
  const interests = faker.helpers.arrayElements(interestNames, { min: 1, max: 5 });
  const premium = options.premium ?? false;
  const place = faker.helpers.arrayElement(demoCity.neighbourhoods);
  const userId = overrides.user_id ?? String(faker.number.int({ min: 100_000, max: 999_999 }));

  const member: MemberRecord = {
    user_id: userId,
    user_name: firstName,
    images: imagess[0] ?? '',
    imagess,
    location: place.name,
    lat: String(place.lat),
    lon: String(place.lon),
    gender,
    bio: faker.helpers.arrayElement(bios),
    job: faker.person.jobTitle().slice(0, PROFILE_TEXT_MAX),
    company: faker.company.name().slice(0, PROFILE_TEXT_MAX),
    school: faker.helpers.arrayElement(schools),
    phone: faker.helpers.replaceSymbols('+1555#######'),
    email: faker.internet.email({ firstName, provider: 'example.test' }).toLowerCase(),
    age: String(age),
    interest: interests,
    interest1: interests.slice(0, 2).join(', '),
    ex1: String(Math.max(0, interests.length - 2)),
    people_for: faker.helpers.arrayElement(['1', '2', '3', '4']),
    premium_member: premium ? 'true' : 'false',
    membership_valid_web: premium ? isoDate(clock.now() + 180 * DAY_MS) : '',
    userstatus: '1',
    show_age: 'false',
    show_location: 'false',
    ...NEW_MEMBER_SETTINGS,
    filter_age: '18-80',
    filter_gender: 'everyone',
    filter_peoplefor: [],
    filter_distance: '100',
    superlike_count: premium ? '5' : '0',
    boost_count: premium ? '2' : '0',
    // Drawn where the seed has always drawn the password, so the people after this one keep their data:
    // random and the same for one seed, it salts the hash (a sign-up brings its own random salt).
    password_hash: storedPassword(options.password, faker.internet.password({ length: 10 })),
    online: faker.datatype.boolean({ probability: 0.35 }) ? '1' : '0',
    onlinelasttime: String(clock.now() - faker.number.int({ min: 1, max: 72 * 60 }) * 60_000),
    email_verified: 'true',
    created_at: clock.now() - faker.number.int({ min: 1, max: 400 }) * DAY_MS,
  };
  return { ...member, ...overrides };
}

function storedPassword(password: string | undefined, salt: string): string {
  return password === undefined ? NO_PASSWORD : hashPassword(password, salt);
}

export const interestNames = [
  'Travel', 'Music', 'Cooking', 'Hiking', 'Movies', 'Reading', 'Photography', 'Yoga', 'Football', 'Dancing',
  'Art', 'Gaming', 'Coffee', 'Wine', 'Running', 'Cycling', 'Theatre', 'Languages', 'Pets', 'Volunteering',
];

const bios = [
  'Coffee first, adventures second.',
  'Looking for someone to explore new restaurants with.',
  'Weekend hiker, weekday bookworm.',
  'Ask me about my last trip.',
  'Amateur chef, professional taster.',
  'Here for good conversations and better company.',
  'Dog person. Cat tolerant.',
  'Learning Italian, one pasta at a time.',
  '',
];

const schools = ['Sorbonne University', 'Sciences Po', 'École Polytechnique', 'HEC Paris', 'Université Paris Cité', 'ESSEC'];
