import { contract } from '@/shared/api/contract';
import { webprofileChatPartner } from '@/shared/api/contract/chat';
import type { CallDefinition } from '@/shared/api/contract/define-call';
import { uploadimagewebSignup } from '@/shared/api/contract/profile';
import { PNG_DATA_URL } from './check-sampler';

/**
 * What the drift checker sends, in order: every call of the contract at least once, reads first, then
 * (with --writes) the calls that change something. The writes act on an account the run signs up
 * itself and deletes at the end (payments, photos, settings, swipes, chats, the password all land
 * there), so the demo accounts of docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs
 * stay as they were but for a like of that account (gone with it) and the like of one feed entry.
 */

/** Who sends a probe: no one (a public call), a demo account, or the account the run signs up. */
export type Sender = 'public' | 'free' | 'premium' | 'fresh';

export interface Session {
  user_id: string;
  token: string;
}

/** The demo accounts the checker signs in with (spec 3, fixed demo accounts). */
export const DEMO_ACCOUNTS = {
  free: { email: 'free@demo.test', password: 'demo1234', phone: '+15550100001' },
  premium: { email: 'premium@demo.test', password: 'demo1234', phone: '+15550100002' },
} as const;

/** The mail code every new sign-up verifies with, and the card payment's approved sandbox nonce. */
export const SIGNUP_MAIL_CODE = '1234';
export const APPROVED_NONCE = 'fake-valid-nonce';
/** A place the fake backend and a real one both take. */
const PLACE = { place: 'Paris, France', lat: '48.8566', lon: '2.3522' };

/** A second tiny picture (GIF, 1×1): the account's sign-up photo is the PNG, and a server refuses a duplicate. */
const GIF_BYTES = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (character) => character.charCodeAt(0));

/** What earlier answers told: ids a later request must name. */
export interface Known {
  sessions: Partial<Record<Exclude<Sender, 'public'>, Session>>;
  values: Record<string, string>;
  /** The account the run signs up: made unique per run. */
  fresh: { email: string; password: string; newPassword: string; phone: string; name: string; dob: string; age: string };
}

/** Thrown by a probe's input when an earlier answer did not give what it needs: the check is "not reached". */
export class NotReached extends Error {}

export function need(known: Known, key: string, from: string): string {
  const value = known.values[key];
  if (value === undefined) throw new NotReached(`no ${key}: ${from} gave none`);
  return value;
}

export function sessionOf(known: Known, sender: Exclude<Sender, 'public'>): Session {
  const session = known.sessions[sender];
  if (!session) throw new NotReached(sender === 'fresh' ? 'no signed-up account: the sign-up did not succeed' : `not signed in as ${DEMO_ACCOUNTS[sender].email}`);
  return session;
}

export interface Probe {
  call: CallDefinition;
  /** The check's name: 'answer', or what this second send of the call is for. */
  check: string;
  sender: Sender;
  writes: boolean;
  /** The fields the server must recognise, on top of the sampled request; may throw NotReached. */
  input?: (known: Known) => Record<string, unknown>;
  /** What later probes need from the accepted answer. */
  keep?: (answer: Answer, known: Known) => void;
  /** False for a second send of a call: its refusals are checked once, beside its first send. */
  refusals?: boolean;
  /** Sent with --token too? Sign-in with a demo account is not. */
  needsDemoAccounts?: boolean;
}

// The answers are checked against the contract before `keep` reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

const id = (known: Known, sender: Exclude<Sender, 'public'>) => sessionOf(known, sender).user_id;
const me = (sender: Exclude<Sender, 'public'>) => (known: Known) => ({ user_id: id(known, sender) });
const keepValue = (key: string, value: unknown, known: Known) => {
  if (typeof value === 'string' && value !== '') known.values[key] = value;
};

function signIn(sender: 'free' | 'premium'): Probe {
  return {
    call: contract.webemaillogin,
    check: sender === 'free' ? 'answer' : `answer (${DEMO_ACCOUNTS[sender].email})`,
    sender: 'public',
    writes: false,
    refusals: sender === 'free',
    needsDemoAccounts: true,
    input: () => ({ email: DEMO_ACCOUNTS[sender].email, password: DEMO_ACCOUNTS[sender].password }),
    keep: (answer, known) => {
      known.sessions[sender] = { user_id: answer.peoples.user_id, token: answer.peoples.token };
    },
  };
}

const read = (call: CallDefinition, sender: Sender, rest: Partial<Probe> = {}): Probe => ({ call, check: 'answer', sender, writes: false, ...rest });
const write = (call: CallDefinition, sender: Sender, rest: Partial<Probe> = {}): Probe => ({ call, check: 'answer', sender, writes: true, ...rest });

/** The pay calls' common fields for a plan read from its list. */
const payment = (known: Known, plan: string) => ({
  ...me('fresh')(known),
  pay_nonce: APPROVED_NONCE,
  price: need(known, `${plan}Price`, `the ${plan} list`),
  currency_code: need(known, 'currency', 'premiumlistweb'),
});

export function checkPlan(): Probe[] {
  const { free } = DEMO_ACCOUNTS;
  return [
    // Public reads, and the sign-in.
    read(contract.checklicense, 'public', { input: () => ({ hostname: 'localhost' }) }),
    read(contract.admindatas, 'public', {
      keep: (answer, known) => {
        keepValue('peopleForId', answer.result.peoplefor[0]?.id, known);
        keepValue('interest', answer.result.interests[0]?.name, known);
        keepValue('maxDistance', answer.result.max_distance, known);
      },
    }),
    read(contract.webhelppages, 'public'),
    read(contract.generateclienttoken, 'public'),
    signIn('free'),
    signIn('premium'),
    read(contract.webphonelogin, 'public', { needsDemoAccounts: true, input: () => ({ phone: free.phone }) }),
    read(contract.check_fb_user, 'public', { input: () => ({ email: free.email, fbid: 'contract-check' }) }),
    read(contract.webcheckphone, 'public', { input: (known) => ({ phone: known.fresh.phone }) }),
    read(contract.checkFaceImage, 'public', {
      input: () => ({ image: PNG_DATA_URL }),
      keep: (answer, known) => {
        keepValue('faceId', answer.faceId, known);
        keepValue('faceImage', answer.userVerificationImage, known);
      },
    }),
    read(contract.checkFbFace, 'public', { input: (known) => ({ faceId: need(known, 'faceId', 'checkFaceImage'), faceId2: 'contract-check' }) }),

    // The signed-in member's reads.
    read(contract.webprofile, 'free', { input: me('free') }),
    read(contract.webgetcounts, 'free', { input: me('free') }),
    read(contract.admindatass, 'free', { input: me('free') }),
    read(contract.premiumlistweb, 'free', {
      keep: (answer, known) => {
        keepValue('premiumId', answer.result[0]?.id, known);
        keepValue('premiumPrice', answer.result[0]?.price, known);
        keepValue('currency', answer.currency, known);
      },
    }),
    read(contract.premiumid, 'free', { input: (known) => ({ premiumid: need(known, 'premiumId', 'premiumlistweb') }) }),
    read(contract.webboostlist, 'free', {
      input: me('free'),
      keep: (answer, known) => {
        keepValue('boostId', answer.result[0]?.id, known);
        keepValue('boostPrice', answer.result[0]?.price, known);
      },
    }),
    read(contract.premiumboostid, 'free', { input: (known) => ({ premiumboostid: need(known, 'boostId', 'webboostlist') }) }),
    read(contract.websuperlikelist, 'free', {
      input: me('free'),
      keep: (answer, known) => {
        keepValue('superlikeId', answer.result[0]?.id, known);
        keepValue('superlikePrice', answer.result[0]?.price, known);
      },
    }),
    read(contract.premiumsuperlikeid, 'free', { input: (known) => ({ premiumsuperlikeid: need(known, 'superlikeId', 'websuperlikelist') }) }),
    read(contract.webcheckboost, 'free', { input: me('free') }),
    read(contract.webgetcheck, 'free', { input: me('free') }),
    read(contract.webgetpeople, 'free', {
      input: (known) => ({ ...me('free')(known), timestamp: String(Math.floor(Date.now() / 1000)), limit: '8' }),
      keep: (answer, known) => keepValue('personId', answer.peoples[0]?.user_id, known),
    }),
    read(contract.webprofilenew, 'free', { input: (known) => ({ ...me('free')(known), friend_id: need(known, 'personId', 'webgetpeople') }) }),
    read(contract.webvisitors, 'free', { input: me('free') }),
    read(contract.webfeeds, 'free', {
      input: me('free'),
      keep: (answer, known) => keepValue('unlikedFeedId', answer.feeds.find((feed: { liked: string }) => feed.liked === 'false')?.feed_id, known),
    }),
    read(contract.webfriendslist, 'free', { input: (known) => ({ ...me('free')(known), limit: '8' }) }),
    read(contract.webfriendrequests, 'free', { input: (known) => ({ ...me('free')(known), limit: '8', type: 'like' }) }),
    read(contract.appoftheday, 'free'),
    read(contract.webgetchat, 'free', {
      input: (known) => ({ ...me('free')(known), search_key: '', sort: 'all', timestamp: String(Math.floor(Date.now() / 1000)), limit: '8' }),
      keep: (answer, known) => {
        // A chat with nothing unread: reading its messages marks them read, and the demo keeps its unread chat.
        const chats = answer.matches as { chat_id: string; user_id: string; unread?: string }[];
        const chat = chats.find((candidate) => (candidate.unread ?? '0') === '0') ?? chats[0];
        keepValue('chatId', chat?.chat_id, known);
        keepValue('chatPartnerId', chat?.user_id, known);
      },
    }),
    read(contract.blockstatus, 'free', { input: (known) => ({ ...me('free')(known), chatid: need(known, 'chatId', 'webgetchat') }) }),
    read(contract.webgetchatmessage, 'free', { input: (known) => ({ ...me('free')(known), chat_id: need(known, 'chatId', 'webgetchat') }) }),
    read(webprofileChatPartner, 'free', {
      check: 'answer (the chat partner)',
      refusals: false,
      input: (known) => ({ user_id: need(known, 'chatPartnerId', 'webgetchat'), chat_id: need(known, 'chatId', 'webgetchat'), own_id: id(known, 'free') }),
    }),

    // Writes: a new account, signed up the way the wizard does it, takes the changes.
    write(contract.webcheckemail, 'public', { input: (known) => ({ email: known.fresh.email }) }),
    write(contract.verifyotp, 'public', { input: (known) => ({ email: known.fresh.email, otp: SIGNUP_MAIL_CODE }) }),
    write(uploadimagewebSignup, 'public', {
      check: 'answer (the sign-up photo)',
      refusals: false,
      input: (known) => ({ file: PNG_DATA_URL, faceId: need(known, 'faceId', 'checkFaceImage'), type: 'beforeSignup' }),
      keep: (answer, known) => {
        keepValue('signupImageName', answer.image_name, known);
        keepValue('signupImageUrl', answer.imageurl, known);
      },
    }),
    write(contract.signupweb, 'public', {
      input: (known) => ({
        check: need(known, 'interest', 'admindatas'),
        name: known.fresh.name,
        email: known.fresh.email,
        password: known.fresh.password,
        dob: known.fresh.dob,
        age: known.fresh.age,
        phone: known.fresh.phone,
        faceId: need(known, 'faceId', 'checkFaceImage'),
        faceImage: need(known, 'faceImage', 'checkFaceImage'),
        image_name: need(known, 'signupImageName', 'uploadimageweb (the sign-up photo)'),
        image_url: need(known, 'signupImageUrl', 'uploadimageweb (the sign-up photo)'),
        peopleforid: need(known, 'peopleForId', 'admindatas'),
        location: PLACE.place,
        lat: PLACE.lat,
        lon: PLACE.lon,
      }),
    }),
    write(contract.webemaillogin, 'public', {
      check: 'answer (the new account)',
      refusals: false,
      input: (known) => ({ email: known.fresh.email, password: known.fresh.password }),
      keep: (answer, known) => {
        known.sessions.fresh = { user_id: answer.peoples.user_id, token: answer.peoples.token };
      },
    }),
    write(contract.webonlinestatus, 'fresh', { input: (known) => ({ ...me('fresh')(known), status: '1' }) }),
    write(contract.websetprofile, 'fresh', { input: (known) => ({ ...me('fresh')(known), bio: 'Checked by contract:check' }) }),
    write(contract.uploadimageweb, 'fresh', {
      input: (known) => ({ ...me('fresh')(known), file: new File([GIF_BYTES], 'contract-check.gif', { type: 'image/gif' }) }),
      keep: (answer, known) => keepValue('photoUrl', answer.imageurl, known),
    }),
    write(contract.websetfirstlook, 'fresh', { input: (known) => ({ ...me('fresh')(known), user_image: need(known, 'photoUrl', 'uploadimageweb') }) }),
    write(contract.websetfilter, 'fresh', {
      input: (known) => ({
        ...me('fresh')(known),
        age: '18-40',
        distance: need(known, 'maxDistance', 'admindatas'),
        gender: 'everyone',
        people_for: need(known, 'peopleForId', 'admindatas'),
        ...PLACE,
      }),
    }),
    write(contract.webpaypremium, 'fresh', { input: (known) => ({ ...payment(known, 'premium'), premium_id: need(known, 'premiumId', 'premiumlistweb') }) }),
    write(contract.webpayboost, 'fresh', { input: (known) => ({ ...payment(known, 'boost'), boost_id: need(known, 'boostId', 'webboostlist') }) }),
    write(contract.webpaysuperlike, 'fresh', { input: (known) => ({ ...payment(known, 'superlike'), superlike_id: need(known, 'superlikeId', 'websuperlikelist') }) }),
    write(contract.webactivateboost, 'fresh', { input: me('fresh') }),
    // A like, taken back (premium, bought above), then a nope: all in the new account's own deck.
    write(contract.webmatch, 'fresh', { input: (known) => ({ ...me('fresh')(known), follow_id: need(known, 'personId', 'webgetpeople'), type: 'like' }) }),
    write(contract.webundomatch, 'fresh', { input: me('fresh') }),
    write(contract.webunmatch, 'fresh', { input: (known) => ({ ...me('fresh')(known), follow_id: need(known, 'personId', 'webgetpeople') }) }),
    write(contract.webreport, 'fresh', { input: (known) => ({ ...me('fresh')(known), report_user_id: need(known, 'personId', 'webgetpeople') }) }),
    // A match with a demo account (it likes the new account back), for the chat calls and an unfriend.
    ...matchWith('free'),
    write(contract.webcreatchat, 'fresh', {
      input: (known) => ({ sender_id: id(known, 'fresh'), receiver_id: id(known, 'free') }),
      keep: (answer, known) => keepValue('freshChatId', answer.chatid, known),
    }),
    write(contract.websendmessage, 'fresh', {
      input: (known) => ({
        sender_id: id(known, 'fresh'),
        chat_id: need(known, 'freshChatId', 'webcreatchat'),
        receiver_id: id(known, 'free'),
        message: 'contract check',
        chat_time: String(Math.floor(Date.now() / 1000)),
        upload_image: '',
      }),
    }),
    write(contract.uploadimagechat, 'fresh', { input: () => ({ file: PNG_DATA_URL }) }),
    write(contract.webfavorite, 'fresh', { input: (known) => ({ ...me('fresh')(known), favorite_user_id: id(known, 'free') }) }),
    write(contract.webblockchat, 'fresh', { input: (known) => ({ ...me('fresh')(known), block_user_id: id(known, 'free') }) }),
    write(contract.webblockchat, 'fresh', { check: 'answer (unblock)', refusals: false, input: (known) => ({ ...me('fresh')(known), block_user_id: id(known, 'free') }) }),
    write(contract.webclearchat, 'fresh', { input: (known) => ({ ...me('fresh')(known), chat_id: need(known, 'freshChatId', 'webcreatchat') }) }),
    write(contract.webvisitprofile, 'fresh', { input: (known) => ({ user_id: id(known, 'fresh'), visit_user_id: id(known, 'free') }) }),
    write(contract.webunfriend, 'fresh', { input: (known) => ({ ...me('fresh')(known), unfriend_user_id: id(known, 'free') }) }),
    // The second unfriend call on a second match (with --token both demo senders are the given member: matched again).
    ...matchWith('premium'),
    write(contract.unfriendweb, 'fresh', { input: (known) => ({ ...me('fresh')(known), unfriend_user_id: id(known, 'premium') }) }),
    // The one change a demo account keeps: a like of a feed entry it had not liked.
    write(contract.webfeedlike, 'free', { input: (known) => ({ ...me('free')(known), feed_id: need(known, 'unlikedFeedId', 'webfeeds (an entry not liked yet)') }) }),
    write(contract.webforgot, 'public', { input: (known) => ({ email: known.fresh.email }) }),
    write(contract.webchangepassword, 'fresh', { input: (known) => ({ old_password: known.fresh.password, new_password: known.fresh.newPassword }) }),
    write(contract.webdeleteaccount, 'fresh', { input: me('fresh') }),
  ];
}

/** The new account likes a demo account, which likes it back: a match. */
function matchWith(demo: 'free' | 'premium'): Probe[] {
  return [
    write(contract.webmatch, 'fresh', {
      check: `answer (a like of ${DEMO_ACCOUNTS[demo].email})`,
      refusals: false,
      input: (known: Known) => ({ ...me('fresh')(known), follow_id: id(known, demo), type: 'like' }),
    }),
    write(contract.webmatch, demo, {
      check: `answer (${DEMO_ACCOUNTS[demo].email} likes back: a match)`,
      refusals: false,
      input: (known: Known) => ({ ...me(demo)(known), follow_id: id(known, 'fresh'), type: 'like' }),
    }),
  ];
}

/** A unique new account for this run: its mail, phone and a birth date of exactly 30 years. */
export function freshAccount(now: Date, runId: string): Known['fresh'] {
  const digits = String(now.getTime()).slice(-7);
  return {
    email: `contract-check-${runId}@example.test`,
    password: 'check1234',
    newPassword: 'check5678',
    phone: `+1555${digits}`,
    name: 'Contract Check',
    dob: `${now.getUTCFullYear() - 30}-01-01`,
    age: '30',
  };
}
