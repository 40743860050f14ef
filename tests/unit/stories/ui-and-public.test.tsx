import { playStories } from './play-stories';

// The design system's pieces and the public pages.
playStories(import.meta.glob('../../../stories/{ui,welcome,help,explore}/**/*.stories.tsx', { eager: true }));
