import { MAX_PHOTOS, NAME_MAX, NAME_MIN, PROFILE_TEXT_MAX } from '@/shared/api/rules';
import { quoteInput } from '../lib/quote-input';
import { accountMessages } from './account';

/** What the fake server answers for the profile, its photos and the settings (docs/product/messages.md#profile-and-photos). */
export const profileMessages = {
  changed: 'Profile information changed',
  location: 'Updated location',
  photoAdded: 'Added new photo',
  photoDeleted: 'Image deleted successfully',
  firstLook: 'First look updated',
  phoneChanged: 'Successfully updated',
  nothing: 'Nothing to update',
  noSettings: 'No settings',
  premiumSetting: 'Only premium members can change this setting',
  premiumLocation: 'Only premium members can change the location',
  peopleForMissing: accountMessages.hereTo,
  peopleForUnknown: 'Please select a valid choice for I am here to',
  interestMissing: accountMessages.interest,
  unknownInterest: (name: string) => `Unknown interest: ${quoteInput(name)}`,
  locationMissing: 'please select the location',
  locationInvalid: 'please select the location from dropdown',
  name: `Name must be ${NAME_MIN} to ${NAME_MAX} letters and spaces`,
  textTooLong: (label: string) => `${label} must be at most ${PROFILE_TEXT_MAX} characters`,
  phoneInvalid: accountMessages.invalidPhone,
  phoneTaken: accountMessages.phoneTaken,
  swipe: "swipe must be '1' or '0'",
} as const;

export const photoMessages = {
  noFile: 'select a image',
  tooMany: `Only ${MAX_PHOTOS} images you can upload`,
  notAnImage: 'Only png, jpg, jpeg, gif, webp and svg images can be uploaded',
  tooLarge: 'The image must be at most 5 MB',
  duplicate: 'This photo is already in your profile',
  notFound: 'Image not found',
  firstNotDeletable: 'Profile image cannot be deleted',
} as const;
