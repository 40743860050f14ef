import { webprofileChatPartner } from '@/shared/api/contract/chat';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { broadcastMessage } from '../chat-server/broadcast';
import { checkChatImage, keepChatImage } from '../domain/chat-image';
import { chatListFor, toggleFavorite } from '../domain/chat-list';
import { clearChat, markRead, storeMessage, toChatMessage, visibleMessages } from '../domain/chat-messages';
import { blockStateOf, chatById, toggleBlock, chatOfPair, isListedFor, openChat, partnerIn, sendingRefusal } from '../domain/chat-pairs';
import { areMatched } from '../domain/matches';
import { accountExists, activeMember } from '../domain/relations';
import { appOfTheDay } from '../domain/site-content';
import { chatMessages } from '../messages/chat';
import { onMemberMessage } from '../people/partner-replies';
import { memberHandler, refuse } from './define-handler';

/** The chat list and chat screen's calls, and the app of the day: docs/product/calls.md#chat. */

/** The chat the member is in, or undefined (someone else's chat is "not found" too: its existence is not theirs to know). */
function memberChat(chatId: string, userId: string) {
  const chat = chatById(chatId);
  const partnerId = chat ? partnerIn(chat, userId) : undefined;
  return chat && partnerId ? { chat, partnerId } : undefined;
}

/**
 * webprofile's second shape, read by the chat screen's header. The product names
 * the caller `own_id`, which makes `user_id` the partner; a client may also send
 * its own id there: the token's member must be one of the two. The partner is read from the chat.
 */
export const chatVariantHandlers = [
  memberHandler(
    webprofileChatPartner,
    ({ input, member }) => {
      const found = memberChat(input.chat_id, member.user_id);
      if (!found || ![member.user_id, found.partnerId].includes(input.user_id)) return refuse(chatMessages.chatNotFound);
      const partner = activeMember(found.partnerId);
      if (!partner) return refuse(chatMessages.userNotFound);
      return {
        status: 'true',
        result: {
          user_id: partner.user_id,
          user_name: partner.user_name,
          images: partner.images,
          online: partner.online,
          onlinelasttime: partner.onlinelasttime,
        },
      };
    },
    { isOwnCall: (input, member) => input.own_id === member.user_id || input.user_id === member.user_id },
  ),
];

export const chatHandlers = [
  memberHandler('webcreatchat', async ({ input, member }) => {
    if (input.sender_id !== member.user_id) return refuse(INVALID_ACCESS);
    if (input.receiver_id === member.user_id) return refuse(chatMessages.chatSelf);
    if (!activeMember(input.receiver_id)) return refuse(chatMessages.userNotFound);
    // Chats open from a match ("It's a Match!", a match's profile). A block does not stop
    // opening it: the chat screen then shows who blocked whom.
    if (!areMatched(member.user_id, input.receiver_id)) return refuse(chatMessages.matchesOnly);
    const chat = await openChat(member.user_id, input.receiver_id);
    return { status: 'true', chatid: chat.chat_id };
  }),

  memberHandler('appoftheday', () => {
    const app = appOfTheDay();
    return app ? { status: 'true', result: app } : refuse(chatMessages.noAppOfTheDay);
  }),

  // `timestamp` is the client's cache breaker: the list is always read fresh.
  memberHandler('webgetchat', ({ input, member }) => {
    const chats = chatListFor(member.user_id, { searchKey: input.search_key, sort: input.sort });
    return { status: 'true', matches: chats.slice(0, Number(input.limit)), total: String(chats.length) };
  }),

  memberHandler('webfavorite', async ({ input, member }) => {
    const chat = chatOfPair(member.user_id, input.favorite_user_id);
    if (!chat || !isListedFor(chat, member.user_id)) return refuse(chatMessages.chatNotFound);
    const done = await toggleFavorite(member.user_id, input.favorite_user_id);
    return { status: 'true', message: done === 'removed' ? chatMessages.favoriteRemoved : chatMessages.favoriteAdded };
  }),

  memberHandler('blockstatus', ({ input, member }) => {
    const found = memberChat(input.chatid, member.user_id);
    if (!found) return refuse(chatMessages.chatNotFound);
    const state = blockStateOf(member.user_id, found.partnerId);
    return { status: 'true', block: state.block ? 'true' : 'false', blocked_by_me: state.blockedByMe ? 'true' : 'false' };
  }),

  memberHandler('webgetchatmessage', async ({ input, member }) => {
    const found = memberChat(input.chat_id, member.user_id);
    if (!found) return refuse(chatMessages.chatNotFound);
    const chats = visibleMessages(input.chat_id, member.user_id).map(toChatMessage);
    // Opening the chat reads it: its messages leave the unread filter and the sidebar count.
    await markRead(input.chat_id, member.user_id);
    return { status: 'true', chats };
  }),

  memberHandler('websendmessage', async ({ input, member, language }) => {
    if (input.sender_id !== member.user_id) return refuse(INVALID_ACCESS);
    const refusal = sendingRefusal(chatById(input.chat_id), member.user_id, input.receiver_id);
    if (refusal) return refuse(refusal);
    // The text arrives encrypted, so its 500-character limit is the client's rule; the server only sees it is there.
    const uploadImage = input.upload_image.trim();
    const type = uploadImage ? 'image' : 'text';
    if (type === 'text' && input.message.trim() === '') return refuse(chatMessages.emptyMessage);
    const { record, created } = await storeMessage({
      chat_id: input.chat_id,
      sender_id: member.user_id,
      receiver_id: input.receiver_id,
      type,
      message: input.message,
      upload_image: uploadImage,
      chat_time: input.chat_time,
    });
    // Whichever path (this call or the socket's message event) stores a message first delivers it; the other is a repeat.
    if (created) {
      broadcastMessage(record, language);
      onMemberMessage(record, language);
    }
    return { status: 'true' };
  }),

  // The image is kept as a file (db/uploads.ts), and its address is what the message then carries.
  memberHandler('uploadimagechat', async ({ input }) => {
    const checked = checkChatImage(input.file);
    if (!checked.ok) return refuse(checked.message);
    return { status: 'true', imageurl: await keepChatImage(checked), image_name: checked.imageName, message: checked.message };
  }),

  memberHandler('webclearchat', async ({ input, member }) => {
    if (!memberChat(input.chat_id, member.user_id)) return refuse(chatMessages.chatNotFound);
    await clearChat(input.chat_id, member.user_id);
    return { status: 'true', message: chatMessages.cleared };
  }),

  memberHandler('webblockchat', async ({ input, member }) => {
    const otherId = input.block_user_id;
    if (otherId === member.user_id) return refuse(chatMessages.blockSelf);
    if (!accountExists(otherId)) return refuse(chatMessages.userNotFound);
    const done = await toggleBlock(member.user_id, otherId);
    return { status: 'true', message: done === 'unblocked' ? chatMessages.unblocked : chatMessages.blocked };
  }),
];
