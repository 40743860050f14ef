import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { decryptMessage } from '@/shared/lib/message-cipher';
import { scenarioNames } from '@mocks/scenarios';
import { plantHostileInput } from '@mocks/scenarios/hostile-input';
import { signIn } from '@mocks/testing/sign-in';

/** The planted texts and URLs come back, unchanged, from every call the member's screens make. */

const texts = ['<img src=x onerror="window.__xss(1)">', '"><svg onload="window.__xss(2)">', '\u202Eevil', '{{7*7}}', '${window.__xss(5)}', '<script>window.__xss(6)</script>', '</p><b>7</b>'];
const urls = ['javascript:window.__xss(10)', 'data:text/html,<script>window.__xss(11)</script>'];

describe('the hostile-input scenario', () => {
  it('puts every text and URL in the member, their people, lists, chats, feeds, help and app of the day', async () => {
    const { userId: memberId } = await signIn('premium');
    const planted = await plantHostileInput({ memberId, texts, urls });

    const own = (await api.call('webprofile', { user_id: memberId })).result;
    expect(own).toMatchObject({ user_name: texts[0], bio: texts[1], job: texts[2], company: texts[3], school: texts[4], location: texts[5], images: urls[0] });
    expect(own.imagess).toEqual(urls);

    // The deck: the first text's person first, with the texts in every field the card shows.
    const deck = (await api.call('webgetpeople', { user_id: memberId, timestamp: '1', limit: '20' })).peoples;
    expect(deck[0]).toMatchObject({ user_name: texts[0], location: texts[5], imagess: [urls[0], urls[1]] });
    // Matched people leave the deck (the third text's); the others are in it.
    expect(deck.map((card) => card.user_name)).toEqual(expect.arrayContaining([texts[1], texts[3], texts[4]]));

    const visitors = (await api.call('webvisitors', { user_id: memberId })).peoples.map((person) => person.user_name);
    expect(visitors.slice(0, texts.length)).toEqual(texts);
    const likes = (await api.call('webfriendrequests', { user_id: memberId, limit: '50', type: 'like' })).peoples.map((person) => person.user_id);
    expect(likes).toEqual(expect.arrayContaining(planted.likers));
    const superLikes = (await api.call('webfriendrequests', { user_id: memberId, limit: '50', type: 'superlike' })).peoples.map((person) => person.user_id);
    expect(superLikes).toEqual(expect.arrayContaining(planted.superLikers));
    const matches = (await api.call('webfriendslist', { user_id: memberId, limit: '50' })).peoples.map((person) => person.user_id);
    expect(matches).toEqual(expect.arrayContaining(planted.matches));

    const chatRows = (await api.call('webgetchat', { user_id: memberId, search_key: '', sort: 'all', timestamp: '1', limit: '100' })).matches;
    expect(chatRows.find((row) => row.chat_id === planted.chatId)).toMatchObject({ user_name: texts[2], user_image: urls[0] });

    const { chats } = await api.call('webgetchatmessage', { user_id: memberId, chat_id: planted.chatId });
    const said = chats.filter((message) => message.type === 'text').map((message) => decryptMessage(message.message));
    expect(said).toEqual(texts);
    expect(chats.filter((message) => message.type === 'image').map((message) => message.upload_image)).toEqual(urls);
    expect(chats.filter((message) => message.type === 'audio_msg').map((message) => message.upload_image)).toEqual(urls);
    expect(chats.flatMap((message) => (message.type === 'feed' ? message.feeds.feed_content_images : []))).toEqual(urls);

    const feeds = (await api.call('webfeeds', { user_id: memberId })).feeds;
    const planters = new Set(planted.people);
    const plantedFeeds = feeds.filter((feed) => planters.has(feed.user_id));
    expect(plantedFeeds.filter((feed) => feed.feed_type !== 'image').map((feed) => feed.feed_content)).toEqual(texts);
    expect(new Set(plantedFeeds.flatMap((feed) => feed.feed_content_images))).toEqual(new Set(urls));

    const help = await api.call('webhelppages', { user_id: memberId });
    const page = help.helppages.find((candidate) => candidate.id === planted.helpPageId);
    expect(page?.title).toBe(texts[0]);
    for (const text of texts) expect(page?.description).toContain(text);
    expect(help.landingpage.map((link) => link.url)).toEqual([urls[0], urls[1], urls[0]]);

    expect((await api.call('appoftheday', {})).result).toMatchObject({ title: texts[0], images: urls, view_url_web: urls[0], app_settings: 'enable' });
  });

  it('is offered by the demo controls', () => {
    expect(scenarioNames).toContain('hostile-input');
  });
});
