import { MIN_AGE, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@/shared/api/rules';

/**
 * What the fake server answers for sign-in, sign-up and the account
 * (docs/product/messages.md): the product's own wording where it gives one, so the
 * client shows the real server's texts.
 */
export const accountMessages = {
  fillDetails: 'Please fill the details',
  validEmail: 'Please enter valid email',
  emailTaken: 'Email Already Exists',
  codeSent: 'OTP Sent Successfully',
  codeVerified: 'The OTP has been verified',
  codeInvalid: 'The OTP is not valid',
  verifyMail: 'Please verify your email address',
  phoneTaken: 'Sorry, You are already registered this Mobile Number',
  invalidPhone: 'Please enter a valid phone number',
  name: `Name must be ${NAME_MIN} to ${NAME_MAX} letters`,
  password: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  dob: 'Please enter a valid date of birth',
  underage: `You must be at least ${MIN_AGE} years old`,
  hereTo: 'Please select any one',
  interest: 'Please select the interest',
  photo: 'Please atleast select one Image',
  photoTooLarge: 'The image is too large',
  verifyFace: 'Please verify your face',
  location: 'Select location properly or change location',
  signedUp: 'Signup Successfully',
  photoUploaded: 'Image uploaded sucessfuly',
  faceFound: 'Face verified',
  loggedIn: 'Login Successfully',
  loginFailed: 'Email or Password Incorrect',
  mailUnknown: 'Email Id not registered',
  resetSent: 'Password reset link sent to your email',
  oldPasswordWrong: 'Old password is incorrect',
  samePassword: 'New Password and Old password must not be same',
  passwordChanged: 'Password changed successfully',
  deactivated: 'Account deactivated successfully',
  /** Every call of a deactivated member's token but the own profile's (handlers/define-handler.ts). */
  accountDeactivated: 'This account has been deactivated',
  /** The lock of domain/attempts.ts: MAX_WRONG_GUESSES wrong guesses, then LOCK_MS (15 minutes). */
  tooManyAttempts: 'Too many wrong attempts. Please try again in 15 minutes',
  statusUpdated: 'Status updated',
} as const;

/** The face-recognition service's refusals (checkFaceImage, checkFbFace, the sign-up photo). */
export const faceCheckMessages = {
  /** checkFaceImage, in 'no-face' mode (and for anything that is not an image). */
  noFace: 'No face detected in the image',
  /** The sign-up upload and checkFbFace, in 'mismatch' mode. */
  mismatch: 'The face does not match',
} as const;
