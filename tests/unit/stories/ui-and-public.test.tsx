import { playStories } from './play-stories';

// The design system's pieces, the public pages, and two small screens (the filter, the phone).
playStories(import.meta.glob('../../../stories/{ui,welcome,help,explore,filter,phone}/**/*.stories.tsx', { eager: true }));
