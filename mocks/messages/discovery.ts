import { MIN_AGE, MIN_DISTANCE_KM } from '@/shared/api/rules';
import { profileMessages } from './profile';

/** What the fake server answers for the deck, likes, rewind, the filter, profile views, visits and reports (docs/product/messages.md). */
export const discoveryMessages = {
  userNotFound: 'User not found',
  noSuperLikes: 'You have no super likes left',
  rewindPremiumOnly: 'Only premium members can rewind',
  nothingToRewind: 'There is no swipe to rewind',
  cannotSwipeSelf: 'You cannot like or decline yourself',
  cannotReportSelf: 'You cannot report yourself',
  userUnavailable: 'This user is not available',
  liked: 'Liked successfully',
  superLiked: 'Super liked successfully',
  matched: "It's a Match!",
  declined: 'User declined',
  rewound: 'Last swipe undone',
  filterUpdated: 'Filter updated',
  visitIgnored: 'Visit ignored',
  visitRecorded: 'Visit recorded',
  reported: 'User reported',
  unreported: 'User unreported',
  ageRange: (maxAge: number) => `Age must be between ${MIN_AGE} and ${maxAge}`,
  distanceRange: (maxDistance: number) => `Distance must be between ${MIN_DISTANCE_KM} and ${maxDistance} km`,
  unknownPeopleFor: 'Please choose what people are here for from the list',
  // The filter's location texts are the ones websetprofile answers for the same mistakes (docs/product/messages.md#location).
  selectLocation: profileMessages.locationMissing,
  selectLocationFromDropdown: profileMessages.locationInvalid,
  locationPremiumOnly: profileMessages.premiumLocation,
} as const;
