import type { CallDescriptions } from './define-call';
import type { discoveryCalls } from './discovery';

/** What each discovery call does (the API reference's text; the app never imports this file). */
export const discoveryDescriptions = {
  webgetpeople: {
    summary: 'Reads the deck: people to like or decline',
    description: 'The people the member\'s filter finds, boosted members first, then nearest, without those already swiped, blocked or invisible. `limit` (20 after a like) caps the cards; without it, at most 50.',
    refusals: {},
  },
  webmatch: {
    summary: 'Likes or super likes someone',
    description:
      '`type` "like" or "superlike" (which spends one). `match` "1" when the like is mutual, with both photos and the partner\'s name and id in `result`.',
    refusals: {
      'User not found': 'no active member has this id',
      'You cannot like or decline yourself': 'the member\'s own id',
      'This user is not available': 'a block stands between the two',
      'You have no super likes left': 'a super like with none left (with `superlike_count` "0": the app opens the packs)',
    },
  },
  webunmatch: {
    summary: 'Declines someone',
    description: 'The deck\'s nope, or the likes view\'s decline. Declining someone since deactivated is still allowed.',
    refusals: {
      'User not found': 'no member has this id',
      'You cannot like or decline yourself': 'the member\'s own id',
    },
  },
  webundomatch: {
    summary: 'Undoes the last swipe (rewind)',
    description: 'Premium only: the last liked or declined card comes back to the deck.',
    refusals: {
      'Only premium members can rewind': 'a regular member',
      'There is no swipe to rewind': 'nothing swiped yet',
    },
  },
  websetfilter: {
    summary: 'Saves the deck\'s filter',
    description: 'Age ("min-max"), distance in km, gender, "I am here to" choices and the place. Changing the place needs premium.',
    refusals: {
      'Age must be between 18 and <max_age>': 'an age range out of the site\'s bounds',
      'Distance must be between 0 and <max_distance> km': 'a distance over the site\'s largest',
      'Please choose what people are here for from the list': 'a choice the site does not offer',
      'please select the location': 'an empty place, lat or lon',
      'please select the location from dropdown': 'a place with undefined coordinates',
      'Only premium members can change the location': 'a new place by a regular member',
    },
  },
  webprofilenew: {
    summary: 'Reads another member\'s profile',
    description: 'The profile view: `send_match` "1" already matched, "3" liked and pending; `show_age` / `show_location` "true" hide those fields.',
    refusals: {
      'User not found': 'no active member has this id',
      'This user is not available': 'a block stands between the two',
    },
  },
  webvisitprofile: {
    summary: 'Records a visit to someone\'s profile',
    description: 'The visited member then sees the member among their visitors. A visit to oneself, or across a block, is accepted and leaves no trace.',
    refusals: { 'User not found': 'no active member has this id' },
  },
  webreport: {
    summary: 'Reports or unreports someone',
    description: 'A toggle: the first call reports, the next one withdraws the report.',
    refusals: {
      'User not found': 'no member has this id',
      'You cannot report yourself': 'the member\'s own id',
    },
  },
} satisfies CallDescriptions<typeof discoveryCalls>;
