import { discoveryMessages } from './discovery';
import { photoMessages } from './profile';

/** What the fake server answers for the chat list, the chat screen and the app of the day (docs/product/messages.md#chat). */
export const chatMessages = {
  chatNotFound: 'Chat not found',
  userNotFound: discoveryMessages.userNotFound,
  chatSelf: 'You cannot chat with yourself',
  blockSelf: 'You cannot block yourself',
  matchesOnly: 'You can only message your matches',
  // The chat screen's own notes for a blocked pair (docs/product/messages.md#chat).
  blockedYou: 'This User has Blocked you',
  unblockToMessage: 'Unblock to message',
  emptyMessage: 'Please enter the message',
  noAppOfTheDay: 'No app of the day',
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  cleared: 'Chat cleared',
} as const;

/** The chat's image upload (uploadimagechat). */
export const chatImageMessages = {
  missing: 'Select a image',
  invalid: 'Sorry, Invalid file!',
  tooLarge: photoMessages.tooLarge,
  uploaded: 'Image uploaded successfully',
} as const;
