import type { chatCalls } from './chat';
import type { CallDescriptions } from './define-call';

const CHAT_NOT_FOUND = { 'Chat not found': 'no chat of the member has this id' };

/** What each chat call does (the API reference's text; the app never imports this file). */
export const chatDescriptions = {
  webcreatchat: {
    summary: 'Opens the chat with a match',
    description: 'From "It\'s a Match!" or a match\'s profile: answers the chat\'s id, the existing one if the two already have a chat. A block does not stop it: the chat screen then says who blocked whom.',
    refusals: {
      'Invalid access': 'a sender_id other than the token\'s member',
      'You cannot chat with yourself': 'the member\'s own id as receiver',
      'User not found': 'no active member has this id',
      'You can only message your matches': 'the two are not matched',
    },
  },
  appoftheday: {
    summary: 'Reads the app of the day',
    description: 'The promotion the chat list shows when `app_settings` is "enable"; when the call fails the list shows without it.',
    refusals: { 'No app of the day': 'none is set' },
  },
  webgetchat: {
    summary: 'Lists the member\'s chats',
    description: 'The first `limit` chats, with `total`; `search_key` filters by name, `sort` is one of the list\'s filters: "all", "unread", "online", "favorite". `timestamp` only breaks caches.',
    refusals: {},
  },
  webfavorite: {
    summary: 'Marks a chat as favourite, or unmarks it',
    description: 'A toggle on the chat with `favorite_user_id`.',
    refusals: { 'Chat not found': 'the member has no chat with this member' },
  },
  blockstatus: {
    summary: 'Tells whether a chat is blocked, and by whom',
    description: '`block` "true" when either side blocked the other; `blocked_by_me` "true" when the member did.',
    refusals: CHAT_NOT_FOUND,
  },
  webgetchatmessage: {
    summary: 'Reads a chat\'s messages',
    description: 'The messages the member has not cleared. Reading them marks them read: they leave the Unread filter and the sidebar\'s count.',
    refusals: CHAT_NOT_FOUND,
  },
  websendmessage: {
    summary: 'Sends a message',
    description:
      'The text arrives encrypted (its 500-character limit is the client\'s), or an image uploaded first with uploadimagechat. ' +
      'The partner receives it over the chat channel (asyncapi.json). A refusal takes the app back to the chat list.',
    refusals: {
      'Invalid access': 'a sender_id other than the token\'s member',
      'Chat not found': 'not the member\'s chat, or a receiver not its partner',
      'This User has Blocked you': 'the partner blocked the member',
      'Unblock to message': 'the member blocked the partner',
      'You can only message your matches': 'the chat is no longer listed for the member',
      'Please enter the message': 'a blank text without an image',
    },
  },
  uploadimagechat: {
    summary: 'Uploads a chat image',
    description: 'JSON with the file in base64; answers the image\'s address, which websendmessage then carries as `upload_image`.',
    refusals: {
      'Select a image': 'no file',
      'Sorry, Invalid file!': 'not a png, jpg, jpeg or gif image',
      'The image must be at most 5 MB': 'a file too large',
    },
  },
  webclearchat: {
    summary: 'Clears a chat\'s messages for the member',
    description: 'The messages so far disappear for the member only; the partner keeps them.',
    refusals: CHAT_NOT_FOUND,
  },
  webblockchat: {
    summary: 'Blocks or unblocks someone',
    description: 'A toggle. A blocked pair cannot message, see each other\'s profile or meet in the deck.',
    refusals: {
      'You cannot block yourself': 'the member\'s own id',
      'User not found': 'no member has this id',
    },
  },
} satisfies CallDescriptions<typeof chatCalls>;
