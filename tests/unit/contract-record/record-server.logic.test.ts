import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decryptMessage } from '@/shared/lib/message-cipher';
import type { ChatRecord } from '@mocks/db/chat-records';
import type { LikeRecord, MemberRecord, MessageRecord, VisitRecord } from '@mocks/db/records';
import { restoreSnapshot, type Snapshot } from '@mocks/db/snapshot';
import { traffic } from '@mocks/controls/traffic';
import { readPassthroughList } from '@mocks/hybrid/hybrid';
import { recordedSeedOfVisit } from '@mocks/hybrid/recorded-visit';
import { fromFixtureTokens } from '@mocks/lib/photos';
import { startMockServer } from '@mocks/server';
import { formatRecordedSeed } from '@mocks/seed/recorded/format-recorded-seed';
import { observationsFromHar } from '@mocks/seed/recorded/from-har';
import { makeRecordedSeed } from '@mocks/seed/recorded/make-recorded-seed';
import type { Observation } from '@mocks/seed/recorded/observations';
import type { RecordedSeedFile } from '@mocks/seed/recorded/recorded-seed-file';
import { walkServer } from '../../../scripts/contract/record/walk-server';
import { startDriftingServer, whenAccepted } from '../contract-check/drifting-server';
import { freePort } from '../../../scripts/free-port.mjs';
import { harOf, sourceValues } from './source-world';
import { PROCESS_START_MS } from '../support/waits';

/**
 * `npm run contract:record` against the standalone mock server on seed 7 (in this process, on a free port), as
 * its regular member: the recording is scrubbed (no name, mail, phone or text of the source in the file), its
 * relations hold, and replayed on the same server it answers as the source did. A drifting answer is left out
 * and named; a HAR of the same calls, and a hybrid visit's real answers, record the same way.
 */
let mock: Awaited<ReturnType<typeof startMockServer>>;
let api = '';
let observations: Observation[];
let file: RecordedSeedFile;

const MEMBER = { email: 'free@demo.test', password: 'demo1234' };
/** One instant for every recording here, so two recordings of the same calls compare equal. */
const recordedAt = Date.UTC(2026, 10, 29, 3, 0, 0);
const recording = (seen: readonly Observation[], name = 'test') => makeRecordedSeed(seen, { name, source: api, recordedAt, messagesPerChat: 6 });

beforeAll(async () => {
  mock = await startMockServer({ port: await freePort(), seed: 7, root: process.cwd() });
  api = `${mock.url}/api/`;
  observations = await walkServer({ baseUrl: api, signIn: MEMBER, writes: true, deckSize: 16 });
  file = recording(observations);
}, 6 * PROCESS_START_MS);

afterAll(async () => {
  await mock?.close();
});

const recordsOf = <T>(name: string) => (file.records[name] ?? []) as T[];

describe('a recording of the server', () => {
  it('holds no name, mail, phone or text of the source, and says what it scrubbed', () => {
    const text = formatRecordedSeed(file);
    const source = sourceValues(observations);
    expect(source.names.size).toBeGreaterThan(20);
    expect(source.texts.size).toBeGreaterThan(10);
    for (const value of [...source.names, ...source.mails, ...source.phones, ...source.texts, ...source.cipherTexts]) {
      expect(text, value).not.toContain(JSON.stringify(value));
    }
    const recordedTexts = recordsOf<MessageRecord>('messages')
      .filter((message) => message.type === 'text')
      .map((message) => decryptMessage(message.message));
    expect(recordedTexts.filter((recorded) => source.texts.has(recorded))).toEqual([]);
    expect(recordedTexts.every((recorded) => recorded !== '')).toBe(true);
    expect(file.scrubbed).toEqual(['user_name', 'email', 'phone', 'bio', 'job', 'company', 'school', 'photos', 'messages', 'feeds']);
    expect(file.account).toEqual({ user_id: '1', email: 'recorded@demo.test', password: 'demo1234' });
    expect(text).not.toContain(JSON.stringify(MEMBER.email));
  });

  it('keeps the relations: every chat pairs the member with a member there, matched; every like, visit and message names members there', () => {
    const ids = new Set(recordsOf<MemberRecord>('members').map((member) => member.user_id));
    const likes = recordsOf<LikeRecord>('likes');
    const liked = (from: string, to: string) => likes.some((like) => like.from_id === from && like.to_id === to);
    const chats = recordsOf<ChatRecord>('chats');
    expect(chats.length).toBeGreaterThan(5);
    for (const chat of chats) {
      const [first, second] = chat.member_ids;
      expect(ids.has(first) && ids.has(second), chat.chat_id).toBe(true);
      expect(liked(first, second) && liked(second, first), `chat ${chat.chat_id} is a match`).toBe(true);
    }
    for (const like of likes) expect(ids.has(like.from_id) && ids.has(like.to_id), `${like.from_id} → ${like.to_id}`).toBe(true);
    for (const visit of recordsOf<VisitRecord>('visits')) expect(ids.has(visit.visitor_id) && ids.has(visit.visited_id)).toBe(true);
    for (const message of recordsOf<MessageRecord>('messages')) {
      const chat = chats.find((candidate) => candidate.chat_id === message.chat_id);
      expect(chat?.member_ids).toEqual(expect.arrayContaining([message.sender_id, message.receiver_id]));
    }
    expect(file.leftOut.every((left) => left.problem.startsWith('refused'))).toBe(true);
  });

  it('keeps the fields --keep names as they were, and scrubs the rest', () => {
    const kept = makeRecordedSeed(observations, { name: 'kept', source: api, recordedAt, keep: ['user_name', 'email'] });
    const names = recordsOf<MemberRecord>('members').map((member) => member.user_id);
    const realNames = new Map((kept.records.members as MemberRecord[]).map((member) => [member.user_id, member.user_name]));
    expect(sourceValues(observations).names).toContain(realNames.get(names[1] ?? ''));
    expect(kept.account.email).toBe(MEMBER.email);
    expect(kept.kept).toEqual(['user_name', 'email']);
    expect(kept.scrubbed).not.toContain('user_name');
    expect(kept.records.messages).toEqual(file.records.messages);
  });

  it('a HAR of the same calls, as DevTools saves it, records the same world', () => {
    const fromHar = recording(observationsFromHar(harOf(observations, api)));
    expect(fromHar.records).toEqual(file.records);
  });

  it("a hybrid visit's real answers record as a seed; the fake backend's own answers are left aside", () => {
    const list = readPassthroughList('webprofile,webgetpeople,webgetcounts');
    const visit = recordedSeedOfVisit(harOf(observations, api), { list, upstream: api, name: 'visit', recordedAt });
    expect(visit.account.email).toBe('recorded@demo.test');
    expect(visit.records.members?.length).toBe(17);
    expect(visit.records.visits).toEqual([]);
    expect(visit.records.chats).toEqual([]);
    expect(visit.leftOut).toEqual([]);
  });
});

describe("the controls' record of a hybrid visit", () => {
  afterEach(() => traffic.clear());

  it('records the real server\'s answers the page saw (the HAR the controls export) as a seed, as the panel saves it', async () => {
    const list = readPassthroughList('webprofile,webgetpeople,webgetchat,webgetchatmessage');
    for (const [index, { call, request, answer }] of observations.entries()) {
      const form = new FormData();
      for (const [name, value] of Object.entries(request)) form.append(name, value);
      traffic.started(String(index), new Request(`${api}${call}`, { method: 'POST', body: form }));
      await traffic.answered(String(index), Response.json(answer));
    }
    const visit = recordedSeedOfVisit(traffic.har(), { list, upstream: api, name: 'visit', recordedAt });
    expect(visit.records.chats).toEqual(file.records.chats);
    expect(visit.records.messages).toEqual(file.records.messages);
    expect(visit.records.visits).toEqual([]);
    expect(JSON.parse(formatRecordedSeed(visit))).toEqual(visit);
  });
});

describe('a drifting server', () => {
  it('has its drifting answer reported with the JSON path and left out, and the recording completes', async () => {
    const drifting = await startDriftingServer(mock.url, {
      // A renamed field: user_name became username in every visitor.
      webvisitors: whenAccepted((answer) => ({ ...answer, peoples: (answer.peoples as Record<string, unknown>[]).map(({ user_name, ...entry }) => ({ ...entry, username: user_name })) })),
    });
    try {
      const seen = await walkServer({ baseUrl: `${drifting.url}/api/`, signIn: MEMBER, writes: false, deckSize: 16 });
      const drifted = recording(seen, 'drifted');
      expect(drifted.leftOut).toContainEqual({ call: 'webvisitors', path: '$.peoples[0].user_name', problem: expect.stringContaining('expected string') });
      expect(drifted.records.visits).toEqual([]);
      expect(drifted.records.chats?.length).toBe(file.records.chats?.length);
    } finally {
      await drifting.close();
    }
  });
});

describe('replayed', () => {
  it('answers as the source did: the same deck, counts and chats, the messages kept', async () => {
    const post = async (call: string, fields: Record<string, string>, token?: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...fields, language: 'en' })) form.append(name, value);
      const answer = await fetch(`${api}${call}`, { method: 'POST', body: form, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
      return (await answer.json()) as Record<string, unknown>;
    };
    const answerOf = (call: string) => observations.find((observation) => observation.call === call)?.answer as Record<string, unknown>;
    expect(await restoreSnapshot(JSON.parse(fromFixtureTokens(JSON.stringify(file.records))) as Snapshot)).toBe(true);

    const login = await post('webemaillogin', { email: 'recorded@demo.test', password: 'demo1234' });
    const { token } = login.peoples as { token: string };
    const me = { user_id: '1' };
    const ids = (entries: unknown, key = 'user_id') => (entries as Record<string, string>[]).map((entry) => entry[key]);
    const deck = await post('webgetpeople', { ...me, timestamp: '0', limit: '16' }, token);
    expect(ids(deck.peoples)).toEqual(ids(answerOf('webgetpeople').peoples));
    expect((await post('webgetcounts', me, token)).result).toEqual(file.counts);
    const chats = await post('webgetchat', { ...me, search_key: '', sort: 'all', timestamp: '0', limit: '100' }, token);
    expect(ids(chats.matches, 'chat_id')).toEqual(ids(answerOf('webgetchat').matches, 'chat_id'));
    const visitors = await post('webvisitors', me, token);
    expect(ids(visitors.peoples)).toEqual(ids(answerOf('webvisitors').peoples));
  });
});
