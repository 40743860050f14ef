import type { CallDescriptions } from './define-call';
import type { profileCalls } from './profile';

/** What each profile and settings call does (the API reference's text; the app never imports this file). */
export const profileDescriptions = {
  webprofile: {
    summary: 'Reads the member\'s own profile',
    description:
      'The shell reads it on every page: a failure, a refusal or `userstatus` "0" ends the session. A lapsed membership reads as regular. ' +
      'Open to a deactivated member, so the app sees `userstatus` "0". The chat screen sends a second shape on the same path (chat_id, own_id ' +
      'and the partner\'s user_id) and gets the partner\'s name, photo and online state; it is refused with "Chat not found" for a chat that is ' +
      'not the member\'s, and "User not found" for a partner no longer active.',
    refusals: {},
  },
  webgetcounts: {
    summary: 'Counts the member\'s new visitors, likes and super likes',
    description: 'The sidebar\'s badges. A failure leaves them out; the sidebar still shows.',
    refusals: {},
  },
  websetprofile: {
    summary: 'Saves one group of the member\'s profile or settings',
    description:
      'One call per group: the settings\' flags and people_for; or the interests (check); or the place (place, lat, lon); or the profile\'s texts ' +
      '(user_name, phone, gender, bio, job, company, school); or the photo order (images, images_name); or a photo\'s deletion (delete_image); ' +
      'or swipe. Premium settings and a location change need premium.',
    refusals: {
      'Nothing to update': 'no group sent',
      'Only premium members can change this setting': 'a premium-only setting by a regular member',
      'Only premium members can change the location': 'a location change by a regular member',
      'Please select any one': 'no "I am here to" choice',
      'Please select a valid choice for I am here to': 'a choice the site does not offer',
      'Please select the interest': 'no interest',
      'Unknown interest: <name>': 'an interest the site does not offer',
      'please select the location': 'an empty place, lat or lon',
      'please select the location from dropdown': 'a place with undefined coordinates',
      'Name must be 3 to 20 letters and spaces': 'a name out of bounds',
      '<field> must be at most 60 characters': 'a bio, job, company or school too long',
      'Please enter a valid phone number': 'a phone number that is not one',
      'Sorry, You are already registered this Mobile Number': 'another member has this number',
      'Only 5 images you can upload': 'a photo order with too many photos',
      'Image not found': 'a photo that is not the member\'s',
      'Profile image cannot be deleted': 'the deletion of the first photo',
      "swipe must be '1' or '0'": 'another swipe value',
    },
  },
  uploadimageweb: {
    summary: 'Uploads a photo',
    description:
      'Two shapes on one path. From the settings and the profile edit (token, multipart): file and user_id add a photo to the member\'s profile. ' +
      'From the sign-up (public, JSON): the file as a data URL, the face capture\'s faceId and type "beforeSignup" keep the photo for signupweb, ' +
      'after the service compares its face with the capture; its refusals are "Please atleast select one Image" (no image), "The image is too ' +
      'large", "Please verify your face" (an unknown capture) and "The face does not match".',
    refusals: {
      'select a image': 'no file',
      'Only 5 images you can upload': 'the profile has the most photos already',
      'Only png, jpg, jpeg, gif, webp and svg images can be uploaded': 'a file of another kind',
      'The image must be at most 5 MB': 'a file too large',
      'This photo is already in your profile': 'the same photo twice',
    },
  },
  websetfirstlook: {
    summary: 'Makes one of the member\'s photos the first one',
    description: 'The photo grid\'s "first look": the chosen photo becomes the main one others see.',
    refusals: {
      'Image not found': 'a photo that is not the member\'s',
    },
  },
  admindatas: {
    summary: 'Reads the site\'s lists and limits',
    description:
      'Public: the "I am here to" choices, the interests (in the call\'s language), the largest age and distance of the filter, whether ads show, ' +
      'and the store links. Read by the sign-up, the filter and the settings.',
    refusals: {
      'No settings': 'the site has no settings',
    },
  },
  admindatass: {
    summary: 'Reads the interests a member may choose',
    description: 'The profile\'s interests editor, in the call\'s language.',
    refusals: {
      'No settings': 'the site has no settings',
    },
  },
} satisfies CallDescriptions<typeof profileCalls>;
