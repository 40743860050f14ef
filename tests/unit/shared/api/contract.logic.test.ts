import { describe, expect, it } from 'vitest';
import { contract } from '@/shared/api/contract';
import { refusalSchema } from '@/shared/api/contract/common';
import { chatEvents } from '@/shared/api/contract/chat-events';
import { chatMessage, webprofileChatPartner } from '@/shared/api/contract/chat';
import { uploadimagewebSignup, websetprofile } from '@/shared/api/contract/profile';
import { webcheckboost } from '@/shared/api/contract/purchases';
import { webphonelogin } from '@/shared/api/contract/account';

/** The 60 calls of the product (docs/product/calls.md). */
const specCallNames = [
  // account, profile, purchases, sign-up and help
  'check_fb_user', 'webemaillogin', 'webphonelogin', 'webonlinestatus', 'webprofile', 'webgetcounts',
  'premiumlistweb', 'premiumid', 'webboostlist', 'premiumboostid', 'websuperlikelist', 'premiumsuperlikeid',
  'generateclienttoken', 'webpaypremium', 'webpayboost', 'webpaysuperlike', 'admindatas', 'admindatass',
  'websetprofile', 'webchangepassword', 'webdeleteaccount', 'uploadimageweb', 'websetfirstlook',
  'checkFaceImage', 'checkFbFace', 'webforgot', 'webcheckemail', 'verifyotp', 'webcheckphone', 'signupweb',
  'webhelppages', 'checklicense',
  // discovery, lists, feeds and chat: the calls not listed above
  'webgetpeople', 'webmatch', 'webunmatch', 'webundomatch', 'webcreatchat', 'websetfilter', 'webvisitors',
  'webfeeds', 'webfeedlike', 'webfriendslist', 'webfriendrequests', 'webactivateboost', 'webcheckboost',
  'webgetcheck', 'webprofilenew', 'webvisitprofile', 'webreport', 'unfriendweb', 'webunfriend', 'appoftheday',
  'webgetchat', 'webfavorite', 'blockstatus', 'webgetchatmessage', 'websendmessage', 'uploadimagechat',
  'webclearchat', 'webblockchat',
];

const publicCalls = [
  'check_fb_user', 'webemaillogin', 'webphonelogin', 'webforgot', 'webcheckemail', 'verifyotp',
  'webcheckphone', 'signupweb', 'checkFaceImage', 'checkFbFace', 'admindatas', 'webhelppages',
  'checklicense', 'generateclienttoken',
];

const definitions = Object.entries(contract);

describe('the contract', () => {
  it('declares exactly the 60 calls of the product', () => {
    expect(specCallNames).toHaveLength(60);
    expect(new Set(specCallNames).size).toBe(60);
    expect(definitions).toHaveLength(60);
    expect(new Set(Object.keys(contract))).toEqual(new Set(specCallNames));
  });

  it('keys every call by its own name', () => {
    for (const [key, definition] of definitions) expect(definition.name).toBe(key);
  });

  it('sends a body with every POST and none with a GET', () => {
    for (const [, definition] of definitions) {
      if (definition.method === 'POST') expect(['multipart', 'json']).toContain(definition.encoding);
      else expect(definition.encoding).toBe('none');
    }
    const gets = definitions.filter(([, definition]) => definition.method === 'GET').map(([name]) => name);
    expect(gets.sort()).toEqual(['admindatas', 'generateclienttoken']);
  });

  it('marks only the calls made before sign-in as public', () => {
    const publics = definitions.filter(([, definition]) => definition.auth === 'public').map(([name]) => name);
    expect(new Set(publics)).toEqual(new Set(publicCalls));
  });

  it('keeps the second body shapes out of the map, on their endpoint', () => {
    expect(uploadimagewebSignup.name).toBe('uploadimageweb');
    expect(uploadimagewebSignup.encoding).toBe('json');
    expect(uploadimagewebSignup.auth).toBe('public');
    expect(webprofileChatPartner.name).toBe('webprofile');
    expect(Object.values(contract)).not.toContain(uploadimagewebSignup);
    expect(Object.values(contract)).not.toContain(webprofileChatPartner);
  });

  it('declares the six chat events', () => {
    expect(Object.keys(chatEvents.emit).sort()).toEqual(['join', 'message', 'typing']);
    expect(Object.keys(chatEvents.listen).sort()).toEqual(['broad', 'receivetyping', 'receiveuntyping']);
  });
});

describe('sample parses', () => {
  it('reads a refusal, extra fields included, and rejects an accepted answer as one', () => {
    const refusal = refusalSchema.safeParse({ status: 'false', message: 'No super likes', superlike_count: '0' });
    expect(refusal.success).toBe(true);
    expect(refusal.data).toMatchObject({ superlike_count: '0' });
    expect(refusalSchema.safeParse({ status: 'true', message: 'ok' }).success).toBe(false);
  });

  it('keeps refusals out of accepted answers', () => {
    expect(contract.webforgot.response.safeParse({ status: 'false', message: 'Email Id not registered' }).success).toBe(false);
    expect(contract.webforgot.response.safeParse({ status: 'true', message: 'sent' }).success).toBe(true);
  });

  it("reads webphonelogin's two normal answers", () => {
    expect(webphonelogin.response.safeParse({ status: 'notreg' }).success).toBe(true);
    expect(webphonelogin.response.safeParse({ status: 'true', peoples: { user_id: '7', token: 'abc' } }).success).toBe(true);
    expect(webphonelogin.response.safeParse({ status: 'true' }).success).toBe(false);
  });

  it("reads webcheckboost's 'false' as a normal answer", () => {
    expect(webcheckboost.response.safeParse({ status: 'false', boost_count: '2' }).success).toBe(true);
    expect(webcheckboost.response.safeParse({ status: 'maybe', boost_count: '2' }).success).toBe(false);
  });

  it('takes form text, not numbers, in requests', () => {
    expect(websetprofile.request.safeParse({ user_id: '7', show_age: 'true', check: 'Music,Travel' }).success).toBe(true);
    expect(websetprofile.request.safeParse({ user_id: '7', show_age: true }).success).toBe(false);
    expect(contract.uploadimageweb.request.safeParse({ user_id: '7', file: new Blob(['x']) }).success).toBe(true);
    expect(contract.uploadimageweb.request.safeParse({ user_id: '7', file: 'data:image/png;base64,' }).success).toBe(false);
  });

  it('requires feeds on a feed message only', () => {
    const base = { message: 'x', sender_id: '1', receiver_id: '2', upload_image: '', date: '1 Jan 2026', chatTime: '1767225600' };
    expect(chatMessage.safeParse({ ...base, type: 'text' }).success).toBe(true);
    expect(chatMessage.safeParse({ ...base, type: 'feed' }).success).toBe(false);
    const feeds = { feed_type: 'image', feed_content: 'x', feed_content_images: ['a.jpg'] };
    expect(chatMessage.safeParse({ ...base, type: 'feed', feeds }).success).toBe(true);
  });

  it('checks chat event payloads', () => {
    expect(chatEvents.emit.typing.safeParse({ chatid: '1', sender_id: '2', receiver_id: '3', message: 'type' }).success).toBe(true);
    expect(chatEvents.emit.typing.safeParse({ chatid: '1', sender_id: '2', receiver_id: '3', message: 'typing' }).success).toBe(false);
  });
});
