import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { uploadimagewebSignup } from '@/shared/api/contract/profile';
import type { RequestOf } from '@/shared/api/contract/define-call';
import type { contract } from '@/shared/api/contract';
import { db } from '@mocks/db/database';
import { setFaceCheckMode } from '@mocks/fakes/face-check';
import { setMailVerification } from '@mocks/fakes/signup-mail';
import { clock } from '@mocks/lib/clock';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';

/** A tiny jpeg as the webcam or the file picker gives it. */
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=';
const NEW_MAIL = 'new.person@example.test';
const NEW_PHONE = '+33612345678';

afterEach(() => {
  setFaceCheckMode('pass');
  setMailVerification('enabled');
});

type SignupInput = RequestOf<(typeof contract)['signupweb']>;

/** Walks the wizard's calls up to signupweb, as the client does, and answers what signupweb needs. */
async function prepareSignup(email = NEW_MAIL): Promise<SignupInput> {
  await api.call('webcheckemail', { email });
  await api.call('verifyotp', { email, otp: '1234' });
  const face = await api.call('checkFaceImage', { image: JPEG, flag: '1' });
  const photo = await api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' });
  return {
    check: 'Music,Travel,Hiking',
    name: 'Jamie Rivers',
    email,
    password: 'secret12',
    dob: '1995-06-15',
    age: '31',
    faceId: face.faceId,
    faceImage: face.userVerificationImage,
    phone: NEW_PHONE,
    gender: 'female',
    image_name: photo.image_name,
    image_url: photo.imageurl,
    peopleforid: '1',
    lat: '45.764',
    lon: '4.8357',
    location: 'Lyon, Auvergne-Rhône-Alpes, France',
  };
}

describe('check_fb_user', () => {
  it("answers '0' for a member's mail and '1' for an unknown one", async () => {
    await expect(api.call('check_fb_user', { email: 'free@demo.test', fbid: 'fb-1' })).resolves.toEqual({ status: 'true', result: '0' });
    await expect(api.call('check_fb_user', { email: 'someone.new@demo.test', fbid: 'fb-2' })).resolves.toEqual({ status: 'true', result: '1' });
  });
});

describe('webemaillogin with a social id', () => {
  it("signs a member in by mail and social id, and links the id on the first login", async () => {
    const answer = await api.call('webemaillogin', { email: 'free@demo.test', fbid: 'fb-existing-1001', fcmtoken: '' });
    expect(answer.peoples.user_id).toBe(demoAccounts.regular.user_id);
    expect(db.socialLinks.findFirst((q) => q.where({ user_id: demoAccounts.regular.user_id }))?.fbid).toBe('fb-existing-1001');
    await expect(api.call('webemaillogin', { email: 'free@demo.test', fbid: 'fb-existing-1001' })).resolves.toMatchObject({ status: 'true' });
  });

  it('refuses another social id for an already linked member', async () => {
    await api.call('webemaillogin', { email: 'free@demo.test', fbid: 'fb-existing-1001' });
    const error = await refusalOf(api.call('webemaillogin', { email: 'free@demo.test', fbid: 'fb-someone-else' }));
    expect(error.message).toBe('Email or Password Incorrect');
  });

  it("refuses an unknown mail with 'Email Id not registered'", async () => {
    const error = await refusalOf(api.call('webemaillogin', { email: 'someone.new@demo.test', fbid: 'fb-2' }));
    expect(error.message).toBe('Email Id not registered');
  });
});

describe('webphonelogin', () => {
  it.each([
    ['+15550100001', demoAccounts.regular.user_id],
    ['+15550100002', demoAccounts.premium.user_id],
    ['+1 555 010 0001', demoAccounts.regular.user_id],
  ])('signs %s in', async (phone, userId) => {
    const answer = await api.call('webphonelogin', { phone });
    expect(answer).toMatchObject({ status: 'true', peoples: { user_id: userId } });
  });

  it("answers 'notreg' for any other number", async () => {
    await expect(api.call('webphonelogin', { phone: NEW_PHONE })).resolves.toEqual({ status: 'notreg' });
  });

  it('hands out a token that later calls accept', async () => {
    const answer = await api.call('webphonelogin', { phone: '+15550100001' });
    if (answer.status !== 'true') throw new Error('expected a login');
    const { startSession } = await import('@/shared/session/session');
    startSession({ userId: answer.peoples.user_id, token: answer.peoples.token });
    await expect(api.call('webprofile', { user_id: answer.peoples.user_id })).resolves.toMatchObject({ status: 'true' });
  });
});

describe('webforgot', () => {
  it('says the reset link was sent for a member', async () => {
    await expect(api.call('webforgot', { email: 'Premium@demo.test' })).resolves.toEqual({
      status: 'true',
      message: 'Password reset link sent to your email',
    });
  });

  it("refuses an unknown mail with 'Email Id not registered'", async () => {
    const error = await refusalOf(api.call('webforgot', { email: 'nobody@demo.test' }));
    expect(error.message).toBe('Email Id not registered');
  });
});

describe('webcheckemail', () => {
  it("sends the code to a new mail: 'OTP Sent Successfully', verification enabled", async () => {
    await expect(api.call('webcheckemail', { email: NEW_MAIL })).resolves.toEqual({
      status: 'true',
      message: 'OTP Sent Successfully',
      email_verified: 'enabled',
    });
  });

  it("refuses a taken mail with 'Email Already Exists', in any case", async () => {
    const error = await refusalOf(api.call('webcheckemail', { email: 'FREE@demo.test' }));
    expect(error.message).toBe('Email Already Exists');
  });

  it("refuses a malformed mail with 'Please enter valid email'", async () => {
    const error = await refusalOf(api.call('webcheckemail', { email: 'not-a-mail' }));
    expect(error.message).toBe('Please enter valid email');
  });

  it("answers 'disabled' when the server does not verify mails", async () => {
    setMailVerification('disabled');
    await expect(api.call('webcheckemail', { email: NEW_MAIL })).resolves.toMatchObject({ email_verified: 'disabled' });
  });
});

describe('verifyotp', () => {
  it("accepts 1234 after the mail check: 'The OTP has been verified'", async () => {
    await api.call('webcheckemail', { email: NEW_MAIL });
    await expect(api.call('verifyotp', { email: NEW_MAIL, otp: '1234' })).resolves.toEqual({
      status: 'true',
      message: 'The OTP has been verified',
    });
  });

  it("refuses another code with 'The OTP is not valid'", async () => {
    await api.call('webcheckemail', { email: NEW_MAIL });
    const error = await refusalOf(api.call('verifyotp', { email: NEW_MAIL, otp: '4321' }));
    expect(error.message).toBe('The OTP is not valid');
  });

  it('refuses the right code for a mail that never asked for one', async () => {
    const error = await refusalOf(api.call('verifyotp', { email: 'never.asked@example.test', otp: '1234' }));
    expect(error.message).toBe('The OTP is not valid');
  });

  it('refuses a code older than half an hour', async () => {
    await api.call('webcheckemail', { email: NEW_MAIL });
    clock.advance(31 * 60_000);
    const error = await refusalOf(api.call('verifyotp', { email: NEW_MAIL, otp: '1234' }));
    expect(error.message).toBe('The OTP is not valid');
  });
});

describe('webcheckphone', () => {
  it("answers 'true' for a free number", async () => {
    await expect(api.call('webcheckphone', { phone: NEW_PHONE, fcmtoken: '' })).resolves.toEqual({ status: 'true' });
  });

  it.each(['+15550100001', '+15550100002'])('refuses the registered %s', async (phone) => {
    const error = await refusalOf(api.call('webcheckphone', { phone }));
    expect(error.message).toBe('Sorry, You are already registered this Mobile Number');
  });

  it('refuses what is not a phone number', async () => {
    const error = await refusalOf(api.call('webcheckphone', { phone: 'call me' }));
    expect(error.message).toBe('Please enter a valid phone number');
  });
});

describe('checkFaceImage', () => {
  it('finds a face by default and answers its id and the verification image', async () => {
    const answer = await api.call('checkFaceImage', { image: JPEG, flag: '1' });
    expect(answer).toMatchObject({ status: 'true', message: 'Face verified' });
    expect(answer.faceId).not.toBe('');
    expect(answer.userVerificationImage).toBe(`verification/${answer.faceId}.jpg`);
  });

  it("refuses in 'no face' mode with its message", async () => {
    setFaceCheckMode('no-face');
    const error = await refusalOf(api.call('checkFaceImage', { image: JPEG }));
    expect(error.message).toBe('No face detected in the image');
  });

  it('refuses what is not an image', async () => {
    const error = await refusalOf(api.call('checkFaceImage', { image: 'hello' }));
    expect(error.message).toBe('No face detected in the image');
  });
});

describe('checkFbFace', () => {
  it('matches a checked face with the social picture', async () => {
    const face = await api.call('checkFaceImage', { image: JPEG });
    await expect(api.call('checkFbFace', { faceId: face.faceId, faceId2: 'fb-face-1' })).resolves.toEqual({ status: 'true', faceId: face.faceId });
  });

  it("refuses in 'mismatch' mode with its message", async () => {
    const face = await api.call('checkFaceImage', { image: JPEG });
    setFaceCheckMode('mismatch');
    const error = await refusalOf(api.call('checkFbFace', { faceId: face.faceId, faceId2: 'fb-face-1' }));
    expect(error.message).toBe('The face does not match');
  });

  it('refuses a face id the service never gave', async () => {
    const error = await refusalOf(api.call('checkFbFace', { faceId: 'face-made-up', faceId2: 'fb-face-1' }));
    expect(error.message).toBe('No face detected in the image');
  });
});

describe('uploadimageweb, the sign-up photo', () => {
  it("keeps the photo for the sign-up: 'Image uploaded sucessfuly'", async () => {
    const face = await api.call('checkFaceImage', { image: JPEG });
    const answer = await api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' });
    expect(answer).toMatchObject({ status: 'true', imageurl: JPEG, message: 'Image uploaded sucessfuly' });
    expect(answer.image_name).toMatch(/^signup-.+\.jpg$/);
  });

  it("refuses a request without an image with 'Please atleast select one Image'", async () => {
    const face = await api.call('checkFaceImage', { image: JPEG });
    const error = await refusalOf(api.send(uploadimagewebSignup, { file: '', faceId: face.faceId, type: 'beforeSignup' }));
    expect(error.message).toBe('Please atleast select one Image');
  });

  it('refuses a photo without a checked face', async () => {
    const error = await refusalOf(api.send(uploadimagewebSignup, { file: JPEG, faceId: 'face-made-up', type: 'beforeSignup' }));
    expect(error.message).toBe('Please verify your face');
  });

  it("refuses in 'mismatch' mode with its message", async () => {
    const face = await api.call('checkFaceImage', { image: JPEG });
    setFaceCheckMode('mismatch');
    const error = await refusalOf(api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' }));
    expect(error.message).toBe('The face does not match');
  });

  it("leaves the settings upload (multipart, with the token) to uploadimageweb's main handler", async () => {
    const error = await refusalOf(api.call('uploadimageweb', { user_id: '1', file: new Blob(['x'], { type: 'image/png' }) }));
    expect(error.message).toBe('Invalid access');
  });
});

describe('signupweb', () => {
  it("creates the member, who can then sign in: 'Signup Successfully'", async () => {
    const input = await prepareSignup();
    await expect(api.call('signupweb', input)).resolves.toEqual({ status: 'true', message: 'Signup Successfully' });

    const { userId } = await signIn({ email: NEW_MAIL, password: 'secret12' });
    const { result } = await api.call('webprofile', { user_id: userId });
    expect(Number(userId)).toBeGreaterThanOrEqual(1000);
    expect(result).toMatchObject({
      user_name: 'Jamie Rivers',
      email: NEW_MAIL,
      age: '31',
      gender: 'female',
      phone: NEW_PHONE,
      images: JPEG,
      imagess: [JPEG],
      interest: ['Music', 'Travel', 'Hiking'],
      people_for: '1',
      location: 'Lyon, Auvergne-Rhône-Alpes, France',
      premium_member: 'false',
      userstatus: '1',
      bio: '',
    });
    // The pending steps are used up.
    expect(db.pendingSignups.findFirst((q) => q.where({ email: NEW_MAIL }))).toBeUndefined();
    // The phone is now taken, for phone login and the phone check alike.
    await expect(api.call('webphonelogin', { phone: NEW_PHONE })).resolves.toMatchObject({ status: 'true' });
  });

  it('accepts an unverified mail when the server does not verify mails', async () => {
    setMailVerification('disabled');
    await api.call('webcheckemail', { email: NEW_MAIL });
    const face = await api.call('checkFaceImage', { image: JPEG });
    const photo = await api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' });
    const input = await prepareSignupFrom(face, photo);
    await expect(api.call('signupweb', input)).resolves.toMatchObject({ status: 'true' });
  });

  it("refuses a mail whose code was not entered with 'Please verify your email address'", async () => {
    await api.call('webcheckemail', { email: NEW_MAIL });
    const face = await api.call('checkFaceImage', { image: JPEG });
    const photo = await api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' });
    const error = await refusalOf(api.call('signupweb', await prepareSignupFrom(face, photo)));
    expect(error.message).toBe('Please verify your email address');
  });

  it.each<[string, Partial<SignupInput>, string]>([
    ['another verification image than the face check kept', { faceImage: 'verification/other.jpg' }, 'Please verify your face'],
    ['a missing mail', { email: ' ' }, 'Please fill the details'],
    ['a missing birth date', { dob: ' ' }, 'Please fill the details'],
    ['a missing phone', { phone: ' ' }, 'Please fill the details'],
    ['a missing password', { password: '' }, 'Please fill the details'],
    ['a blank name', { name: '  ' }, 'Please fill the details'],
    ['a two-letter name', { name: 'Jo' }, 'Name must be 3 to 20 letters'],
    ['a name with digits', { name: 'Jamie 2' }, 'Name must be 3 to 20 letters'],
    ['a 21-letter name', { name: 'A'.repeat(21) }, 'Name must be 3 to 20 letters'],
    ['a malformed mail', { email: 'jamie@nowhere' }, 'Please enter valid email'],
    ['a 5-character password', { password: '12345' }, 'Password must be 6 to 15 characters'],
    ['a 16-character password', { password: 'x'.repeat(16) }, 'Password must be 6 to 15 characters'],
    ['a date that does not exist', { dob: '1995-02-30', age: '31' }, 'Please enter a valid date of birth'],
    ['a birth before 1901', { dob: '1900-12-31', age: '125' }, 'Please enter a valid date of birth'],
    ['an age that does not fit the date', { age: '25' }, 'Please enter a valid date of birth'],
    ['someone under 18', { dob: '2008-11-02', age: '17' }, 'You must be at least 18 years old'],
    ['a phone that is not one', { phone: 'abc' }, 'Please enter a valid phone number'],
    ['no interest', { check: ' ' }, 'Please select the interest'],
    ['an unknown interest', { check: 'Music,Skydiving' }, 'Please select the interest'],
    ['an unknown here-to choice', { peopleforid: '99' }, 'Please select any one'],
    ['no place', { location: ' ', lat: ' ', lon: ' ' }, 'Select location properly or change location'],
    ['a place off the map', { lat: '123', lon: '4.8' }, 'Select location properly or change location'],
    ['an unknown face', { faceId: 'face-made-up' }, 'Please verify your face'],
    ['another photo than the uploaded one', { image_url: 'data:image/png;base64,AAAA' }, 'Please atleast select one Image'],
    ['no photo at all', { image_name: undefined, image_url: undefined }, 'Please atleast select one Image'],
    ['a registered phone', { phone: '+15550100002' }, 'Sorry, You are already registered this Mobile Number'],
  ])('refuses %s', async (_case, change, message) => {
    const input = await prepareSignup();
    const error = await refusalOf(api.call('signupweb', { ...input, ...change }));
    expect(error.message).toBe(message);
    expect(db.members.findFirst((q) => q.where({ email: NEW_MAIL }))).toBeUndefined();
  });

  it('accepts someone who turns 18 today', async () => {
    const input = await prepareSignup();
    await expect(api.call('signupweb', { ...input, dob: '2008-11-01', age: '18' })).resolves.toMatchObject({ status: 'true' });
  });

  it("refuses a mail taken in the meantime with 'Email Already Exists'", async () => {
    const input = await prepareSignup();
    await api.call('signupweb', input);
    const again = await prepareSignupAgainFor(input);
    const error = await refusalOf(api.call('signupweb', again));
    expect(error.message).toBe('Email Already Exists');
  });

  it('accepts the social picture instead of an upload', async () => {
    const input = await prepareSignup();
    const { image_name: _name, image_url: _url, ...withoutUpload } = input;
    await expect(api.call('signupweb', { ...withoutUpload, fbpic: 'https://graph.example/picture.jpg' })).resolves.toMatchObject({
      status: 'true',
    });
  });
});

describe('webchangepassword', () => {
  it("changes the password: 'Password changed successfully'", async () => {
    await signIn('regular');
    await expect(api.call('webchangepassword', { old_password: 'demo1234', new_password: 'better123' })).resolves.toEqual({
      status: 'true',
      message: 'Password changed successfully',
    });
    await expect(signIn({ email: 'free@demo.test', password: 'better123' })).resolves.toMatchObject({ userId: '1' });
  });

  it.each([
    ['a wrong old password', 'wrong-one', 'better123', 'Old password is incorrect'],
    ['the same password', 'demo1234', 'demo1234', 'New Password and Old password must not be same'],
    ['a 5-character password', 'demo1234', '12345', 'Password must be 6 to 15 characters'],
    ['a 16-character password', 'demo1234', 'x'.repeat(16), 'Password must be 6 to 15 characters'],
    ['an empty field', '', 'better123', 'Please fill the details'],
  ])('refuses %s', async (_case, old_password, new_password, message) => {
    await signIn('regular');
    const error = await refusalOf(api.call('webchangepassword', { old_password, new_password }));
    expect(error.message).toBe(message);
  });

  it("refuses without a token with 'Invalid access'", async () => {
    const error = await refusalOf(api.call('webchangepassword', { old_password: 'demo1234', new_password: 'better123' }));
    expect(error.message).toBe('Invalid access');
  });
});

describe('webdeleteaccount', () => {
  it('deactivates the account and ends its sessions', async () => {
    const { userId, token } = await signIn('regular');
    await expect(api.call('webdeleteaccount', { user_id: userId })).resolves.toMatchObject({ status: 'true' });
    expect(db.members.findFirst((q) => q.where({ user_id: userId }))?.userstatus).toBe('0');
    expect(db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined();
    // The next signed-in call is refused; signing in again shows the deactivated account.
    const { startSession } = await import('@/shared/session/session');
    startSession({ userId, token });
    const error = await refusalOf(api.call('webprofile', { user_id: userId }));
    expect(error.message).toBe('Invalid access');
    const again = await signIn('regular');
    await expect(api.call('webprofile', { user_id: again.userId })).resolves.toMatchObject({ result: { userstatus: '0' } });
  });

  it("refuses another member's account with 'Invalid access'", async () => {
    await signIn('regular');
    const error = await refusalOf(api.call('webdeleteaccount', { user_id: demoAccounts.premium.user_id }));
    expect(error.message).toBe('Invalid access');
  });
});

async function prepareSignupFrom(
  face: { faceId: string; userVerificationImage: string },
  photo: { image_name: string; imageurl: string },
): Promise<SignupInput> {
  return {
    check: 'Music',
    name: 'Jamie Rivers',
    email: NEW_MAIL,
    password: 'secret12',
    dob: '1995-06-15',
    age: '31',
    faceId: face.faceId,
    faceImage: face.userVerificationImage,
    phone: NEW_PHONE,
    gender: 'male',
    image_name: photo.image_name,
    image_url: photo.imageurl,
    peopleforid: '2',
    lat: '45.764',
    lon: '4.8357',
    location: 'Lyon, Auvergne-Rhône-Alpes, France',
  };
}

/** A second sign-up for the same mail and phone, with fresh face and photo (the mail is then taken). */
async function prepareSignupAgainFor(input: SignupInput): Promise<SignupInput> {
  const face = await api.call('checkFaceImage', { image: JPEG });
  const photo = await api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' });
  return { ...input, phone: '+33699999999', faceId: face.faceId, faceImage: face.userVerificationImage, image_name: photo.image_name, image_url: photo.imageurl };
}
