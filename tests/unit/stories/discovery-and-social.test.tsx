import { playStories } from './play-stories';

// Spec 2's screens: the deck, the lists, the chat and what surrounds them.
playStories(
  import.meta.glob('../../../stories/{deck,filter,find-people,lists,profile-view,feeds,messages,chat,member}/**/*.stories.tsx', { eager: true }),
);
