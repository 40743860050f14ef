import { playStories } from './play-stories';

// Spec 2's deck and messages, and what surrounds them.
playStories(import.meta.glob('../../../stories/{deck,messages,find-people,feeds,profile-view,member}/**/*.stories.tsx', { eager: true }));
