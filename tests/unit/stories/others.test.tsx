import { playStories } from './play-stories';

// Everything else (spec 1's screens: sign-up, profile, settings, purchases), and any new folder: the two lists
// below are those of the other two files.
playStories(
  import.meta.glob(
    [
      '../../../stories/**/*.stories.tsx',
      '!../../../stories/{ui,welcome,help,explore}/**',
      '!../../../stories/{deck,filter,find-people,lists,profile-view,feeds,messages,chat,member}/**',
    ],
    { eager: true },
  ),
);
