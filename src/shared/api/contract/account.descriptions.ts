import type { accountCalls } from './account';
import type { CallDescriptions } from './define-call';

/** What each sign-in, sign-up and account call does (the API reference's text; the app never imports this file). */
export const accountDescriptions = {
  checklicense: {
    summary: 'Checks the site licence at start-up',
    description: 'Sent once when the app starts, with the page\'s hostname. The app does not use the answer, and does not handle its failure.',
    refusals: {},
  },
  check_fb_user: {
    summary: 'Tells whether a social login\'s mail belongs to a member',
    description: 'After a social login, before signing in: `result` "0" means an existing member (sign in with webemaillogin), "1" a new one (go to sign-up).',
    refusals: {},
  },
  webemaillogin: {
    summary: 'Signs in with a mail and a password, or after a social login',
    description:
      'Answers the member\'s id and the token later calls carry. Three callers: the sign-in form (email, password, fcmtoken), ' +
      'a social login (email, fbid, fcmtoken; the first one links the social id, and from then on only that id signs in) and ' +
      'the sign-in right after sign-up (email, password). Five wrong passwords lock the mail for 15 minutes.',
    refusals: {
      'Email or Password Incorrect': 'a wrong password, an unknown mail, or a social id other than the linked one',
      'Email Id not registered': 'a social login with a mail no member has',
      'Too many wrong attempts. Please try again in 15 minutes': 'the mail is locked after five wrong guesses, even for the right password',
    },
  },
  webphonelogin: {
    summary: 'Signs in with a verified phone number',
    description: 'After the phone\'s SMS code is verified. An unknown number is not a refusal: it answers `status: "notreg"`, and the app offers sign-up.',
    refusals: {},
  },
  webonlinestatus: {
    summary: 'Shows the member online or offline',
    description:
      'Sent with status "1" right after sign-in and "0" at sign-out. Open to a deactivated member (the sign-in sends it before ' +
      'the profile read that signs them out), but it never shows them online.',
    refusals: {},
  },
  webforgot: {
    summary: 'Sends a password reset link',
    description: 'Forgot Password: mails a reset link to the member with this mail.',
    refusals: {
      'Please fill the details': 'an empty mail',
      'Email Id not registered': 'no member has this mail',
    },
  },
  webcheckemail: {
    summary: 'Checks a sign-up mail and sends its one-time code',
    description:
      'The first sign-up step, and its Resend: a new code replaces the earlier one. `email_verified` "disabled" skips the code step.',
    refusals: {
      'Please fill the details': 'an empty mail',
      'Please enter valid email': 'a mail that does not match the pattern',
      'Email Already Exists': 'a member has this mail',
    },
  },
  verifyotp: {
    summary: 'Checks the sign-up mail\'s one-time code',
    description: 'The code is valid for a limited time; wrong codes count per mail across Resend, and five of them lock it for 15 minutes.',
    refusals: {
      'The OTP is not valid': 'a wrong or expired code, or no code sent to this mail',
      'Too many wrong attempts. Please try again in 15 minutes': 'the mail is locked after five wrong codes',
    },
  },
  webcheckphone: {
    summary: 'Checks that a sign-up phone number is free',
    description: 'Sent before the SMS code is asked for, on the sign-up\'s phone step.',
    refusals: {
      'Please enter a valid phone number': 'a number that is not one',
      'Sorry, You are already registered this Mobile Number': 'a member has this number',
    },
  },
  checkFaceImage: {
    summary: 'Finds a face in the webcam capture',
    description: 'The sign-up\'s face step: the service keeps the capture and answers its name (`faceId`), which the photo upload and the sign-up then name.',
    refusals: {
      'No face detected in the image': 'the image is not an image, or has no face',
      'The image is too large': 'the capture is over the size limit',
    },
  },
  checkFbFace: {
    summary: 'Compares the webcam\'s face with another picture',
    description: 'After a social login: compares the kept capture (`faceId`) with the social picture\'s face (`faceId2`).',
    refusals: {
      'No face detected in the image': 'an unknown capture, or an empty second face',
      'The face does not match': 'the two faces differ',
    },
  },
  signupweb: {
    summary: 'Creates the account',
    description:
      'The sign-up\'s last step, with everything the wizard gathered: the verified mail, the face capture, the photo (uploaded with uploadimageweb, ' +
      'or the social picture), the interests, the "I am here to" choice and the place. The app signs in with webemaillogin next.',
    refusals: {
      'Please fill the details': 'the mail, date of birth, age, phone, name or password is missing',
      'Name must be 3 to 20 letters': 'a name out of bounds',
      'Please enter valid email': 'a mail that does not match the pattern',
      'Password must be 6 to 15 characters': 'a password out of bounds',
      'Please enter a valid date of birth': 'a date that is not one, or an age that does not match it',
      'You must be at least 18 years old': 'under the minimum age',
      'Please enter a valid phone number': 'a phone number that is not one',
      'Please select the interest': 'no interest, or one the site does not offer',
      'Please select any one': 'no known "I am here to" choice',
      'Select location properly or change location': 'a place not chosen from the suggestions',
      'Please verify your face': 'no face capture, or another one than checked',
      'Please atleast select one Image': 'no photo of this face capture',
      'Email Already Exists': 'a member has this mail',
      'Sorry, You are already registered this Mobile Number': 'a member has this number',
      'Please verify your email address': 'the mail\'s code was not verified',
    },
  },
  webchangepassword: {
    summary: 'Changes the member\'s password',
    description: 'The settings\' Change password. No user_id is sent: the token says whose password it is. Wrong old passwords count toward the sign-in\'s lock.',
    refusals: {
      'Please fill the details': 'the old or the new password is missing',
      'Old password is incorrect': 'a wrong old password',
      'New Password and Old password must not be same': 'the new password is the old one',
      'Password must be 6 to 15 characters': 'a new password out of bounds',
      'Too many wrong attempts. Please try again in 15 minutes': 'the mail is locked after five wrong passwords',
    },
  },
  webdeleteaccount: {
    summary: 'Deactivates the member\'s account',
    description: 'The settings\' Delete account: the account is deactivated and every device of the member is signed out.',
    refusals: {},
  },
} satisfies CallDescriptions<typeof accountCalls>;
