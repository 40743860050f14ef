import type { AppOfTheDay } from '@/shared/api/contract/chat';
import type { AdminData } from '@/shared/api/contract/profile';
import { decryptMessage, encryptMessage } from '@/shared/lib/message-cipher';
import people from '../../../fixtures/photos/people.json';
import scenes from '../../../fixtures/scenes/scenes.json';
import type { FeedRecord } from '../../db/discovery-records';
import type { MemberRecord, MessageRecord } from '../../db/records';
import type { Snapshot } from '../../db/snapshot';
import { createFaker } from '../../factories/faker';
import { stableHash } from '../../lib/stable-hash';
import { SCRUBBABLE_FIELDS, type ScrubbableField } from './recorded-seed-file';

/**
 * Replaces the personal data of recorded records: names, mails, phones, the free texts (bio, job, company,
 * school, messages, feed posts) and the photos. Deterministic: the same real value always becomes the same
 * fake one (a hash of it seeds the choice), so a name seen in a list and in a chat stays one name, and the
 * same recording scrubs to the same file. Ids are kept: they are the server's, and carry the relations.
 * A fake value is never a value the seeds make (names carry an initial, mails and phones their own domain
 * and prefix), so a test can tell that no real value is left.
 */
export interface ScrubOptions {
  /** Fields kept as recorded (`--keep`), for a team recording its own staging data. */
  keep?: readonly ScrubbableField[];
  /** The recorded member: its mail becomes the known account's. */
  accountId: string;
  accountEmail: string;
}

const FAKE_MAIL_DOMAIN = 'recorded.test';
const FAKE_PHONE_PREFIX = '+1999';

const pick = <T>(list: readonly T[], key: string): T => list[stableHash(key) % list.length] as T;
const hashHex = (key: string) => stableHash(key).toString(16).padStart(8, '0');

const bios = [
  'Weekend walker, weekday reader.',
  'Looking for someone to share long breakfasts with.',
  'Cook, climber, bad at crosswords.',
  'New in town and curious about everything.',
  'Music first, small talk later.',
  'Happiest near the sea.',
];
const schools = ['City College', 'North Academy', 'Riverside School', 'Hill University'];
const lines = [
  'Sounds good to me.',
  'What are you up to this weekend?',
  'Ha, that is a good one.',
  'I have never tried that, tell me more.',
  'Let me check and get back to you.',
  'Coffee on Thursday?',
  'That place looks lovely.',
  'I am on my way home now.',
];
const posts = ['A good day outside.', 'Trying something new this week.', 'Found a quiet spot in town.', 'Back from a long walk.'];

const shots = people.flatMap((person) => person.shots);
const icons = ['dating.svg', 'friends.svg', 'partner.svg', 'study.svg'];
const sceneFiles = Object.values(scenes).flat();

export function fakeName(real: string, gender: string): string {
  const faker = createFaker(stableHash(`name|${real}`));
  const sex = gender === 'male' || gender === 'female' ? gender : undefined;
  return `${faker.person.firstName(sex)} ${faker.person.lastName().charAt(0)}.`;
}

const fakeMail = (real: string) => `member-${hashHex(`mail|${real}`)}@${FAKE_MAIL_DOMAIN}`;
const fakePhone = (real: string) => `${FAKE_PHONE_PREFIX}${String(stableHash(`phone|${real}`) % 10_000_000).padStart(7, '0')}`;
const fakePhoto = (real: string) => `fixture:photos/${pick(shots, `photo|${real}`)}`;
const fakeScene = (real: string) => `fixture:scenes/${pick(sceneFiles, `scene|${real}`)}`;
const fakeJob = (real: string) => createFaker(stableHash(`job|${real}`)).person.jobTitle();
const fakeCompany = (real: string) => createFaker(stableHash(`company|${real}`)).company.name();
/**
 * The shop's and the admin's pictures (people-for icons, the app of the day) hold nothing personal, but a
 * server's URL would not load in the demo (its pages allow images from their own origin only): a picture
 * that is one of our fixture files (a recording of the standalone server) becomes that file's token, any
 * other a fixture picture of its kind.
 */
const FIXTURE_FILE = /\/fixtures\/(photos|icons|scenes)\/([\w.-]+\.svg)/;
const localPicture = (fallback: (real: string) => string) => (real: string) => {
  const file = FIXTURE_FILE.exec(real);
  return file ? `fixture:${file[1]}/${file[2]}` : fallback(real);
};
const fakeIcon = (real: string) => `fixture:icons/${pick(icons, `icon|${real}`)}`;

/** Empty stays empty: an empty field tells something true (nothing written) and holds nothing personal. */
const unlessEmpty = (replace: (real: string) => string) => (real: string) => (real === '' ? real : replace(real));

/** A message's text, encrypted as the chat stores it, with a salt that follows the text (the same file every time). */
function fakeMessage(cipherText: string): string {
  const plain = decryptMessage(cipherText) || cipherText;
  const text = pick(lines, `message|${plain}`);
  return encryptMessage(text, { saltHex: `${hashHex(`salt-a|${plain}`)}${hashHex(`salt-b|${plain}`)}` });
}

export function scrubRecords(records: Snapshot, options: ScrubOptions): { records: Snapshot; scrubbed: ScrubbableField[]; kept: ScrubbableField[] } {
  const kept = new Set(options.keep ?? []);
  const on = (field: ScrubbableField) => !kept.has(field);
  const scrubMember = (member: MemberRecord): MemberRecord => {
    const own = member.user_id === options.accountId;
    return {
      ...member,
      ...(on('user_name') ? { user_name: unlessEmpty((name) => fakeName(name, member.gender))(member.user_name) } : {}),
      ...(on('email') ? { email: own ? options.accountEmail : unlessEmpty(fakeMail)(member.email) } : {}),
      ...(on('phone') ? { phone: unlessEmpty(fakePhone)(member.phone) } : {}),
      ...(on('bio') ? { bio: unlessEmpty((bio) => pick(bios, `bio|${bio}`))(member.bio) } : {}),
      ...(on('job') ? { job: unlessEmpty(fakeJob)(member.job) } : {}),
      ...(on('company') ? { company: unlessEmpty(fakeCompany)(member.company) } : {}),
      ...(on('school') ? { school: unlessEmpty((school) => pick(schools, `school|${school}`))(member.school) } : {}),
      ...(on('photos') ? { images: unlessEmpty(fakePhoto)(member.images), imagess: member.imagess.map(fakePhoto) } : {}),
    };
  };
  const scrubFeed = <F extends Pick<FeedRecord, 'feed_type' | 'feed_content' | 'feed_content_images'>>(feed: F): F => ({
    ...feed,
    // A location post names a place, as the profiles' locations do: kept.
    feed_content: feed.feed_type === 'location' ? feed.feed_content : unlessEmpty((text) => pick(posts, `post|${text}`))(feed.feed_content),
    ...(on('photos') ? { feed_content_images: feed.feed_content_images.map(fakeScene) } : {}),
  });
  const scrubMessage = (message: MessageRecord): MessageRecord => ({
    ...message,
    ...(on('messages') ? { message: unlessEmpty(fakeMessage)(message.message) } : {}),
    ...(on('photos') ? { upload_image: unlessEmpty(fakeScene)(message.upload_image) } : {}),
    ...(message.feeds && on('feeds') ? { feeds: scrubFeed(message.feeds) } : {}),
  });
  const pictures = on('photos');
  const scrubbedRecords: Snapshot = {
    ...records,
    adminSettings: pictures ? (records.adminSettings as AdminData[] | undefined)?.map((admin) => ({ ...admin, peoplefor: admin.peoplefor.map((option) => ({ ...option, icon: unlessEmpty(localPicture(fakeIcon))(option.icon) })) })) : records.adminSettings,
    appOfTheDay: pictures ? (records.appOfTheDay as AppOfTheDay[] | undefined)?.map((app) => ({ ...app, images: app.images.map(localPicture(fakeScene)) })) : records.appOfTheDay,
    members: (records.members as MemberRecord[] | undefined)?.map(scrubMember),
    messages: (records.messages as MessageRecord[] | undefined)?.map(scrubMessage),
    feeds: on('feeds') ? (records.feeds as FeedRecord[] | undefined)?.map(scrubFeed) : records.feeds,
  };
  return { records: scrubbedRecords, scrubbed: SCRUBBABLE_FIELDS.filter(on), kept: SCRUBBABLE_FIELDS.filter((field) => kept.has(field)) };
}
