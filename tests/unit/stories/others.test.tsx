import { playStories } from './play-stories';

// Everything else (spec 1's profile, settings, sign-up and purchases, the app's frame), and any new folder: the
// lists below are those of the other three files.
playStories(
  import.meta.glob(
    [
      '../../../stories/**/*.stories.tsx',
      '!../../../stories/{ui,welcome,help,explore,filter,phone}/**',
      '!../../../stories/{deck,messages,find-people,feeds,profile-view,member}/**',
      '!../../../stories/{lists,chat,account}/**',
    ],
    { eager: true },
  ),
);
