import { playStories } from './play-stories';

// Spec 2's lists and chat, and spec 1's account.
playStories(import.meta.glob('../../../stories/{lists,chat,account}/**/*.stories.tsx', { eager: true }));
