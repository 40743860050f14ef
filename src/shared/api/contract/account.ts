import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, commaList, gender, id, statusMessage, textNumber } from './common';

/** Sign-in, sign-up, the session and the account itself: docs/product/calls.md#account-and-session and #sign-up. */

/** The login result: the member's id and the token later calls carry. */
export const sessionGrant = z.object({ user_id: id, token: z.string().min(1) });
export type SessionGrant = z.infer<typeof sessionGrant>;

export const check_fb_user = defineCall({
  name: 'check_fb_user',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ email: z.string(), fbid: z.string() }),
  // The product says it "answers 0 or 1": we read that as `result`, '0' an existing
  // member (log in) and '1' a new one (go to sign-up).
  response: z.object({ status: accepted, result: z.enum(['0', '1']) }),
});

export const webemaillogin = defineCall({
  name: 'webemaillogin',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  // Three callers: sign-in (email, password, fcmtoken), social (email, fbid, fcmtoken)
  // and the login right after sign-up (email, password).
  request: z.object({
    email: z.string(),
    password: z.string().optional(),
    fbid: z.string().optional(),
    fcmtoken: z.string().optional(),
  }),
  response: z.object({ status: accepted, message: z.string(), peoples: sessionGrant }),
});

export const webphonelogin = defineCall({
  name: 'webphonelogin',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ phone: z.string() }),
  // 'notreg' is a normal answer (the number is not registered), not a refusal.
  response: z.union([
    z.object({ status: accepted, peoples: sessionGrant }),
    z.object({ status: z.literal('notreg') }),
  ]),
});

export const webonlinestatus = defineCall({
  name: 'webonlinestatus',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id, status: z.enum(['1', '0']) }),
  // The product shows only `status`; the message is our minimal honest addition.
  response: statusMessage,
});

export const webforgot = defineCall({
  name: 'webforgot',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ email: z.string() }),
  response: statusMessage,
});

export const webcheckemail = defineCall({
  name: 'webcheckemail',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ email: z.string() }),
  response: z.object({
    status: accepted,
    message: z.string(),
    /** 'disabled' skips the one-time-code step; the other values are not shown. */
    email_verified: z.string(),
  }),
});

export const verifyotp = defineCall({
  name: 'verifyotp',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ otp: z.string(), email: z.string() }),
  response: statusMessage,
});

export const webcheckphone = defineCall({
  name: 'webcheckphone',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ phone: z.string(), fcmtoken: z.string().optional() }),
  // 'true' means the number is free; 'false' (already registered) is a refusal.
  response: z.object({ status: accepted }),
});

export const checkFaceImage = defineCall({
  name: 'checkFaceImage',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({
    /** The webcam capture, a jpeg data URL. */
    image: z.string(),
    // "image (flag '1' on the Next step)": we read it as a second field sent on Next.
    flag: z.literal('1').optional(),
  }),
  response: z.object({
    status: accepted,
    message: z.string(),
    faceId: z.string(),
    userVerificationImage: z.string(),
  }),
});

export const checkFbFace = defineCall({
  name: 'checkFbFace',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ faceId: z.string(), faceId2: z.string() }),
  response: z.object({ status: accepted, faceId: z.string() }),
});

export const signupweb = defineCall({
  name: 'signupweb',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({
    /** The chosen interests' names. */
    check: commaList,
    name: z.string(),
    email: z.string(),
    password: z.string(),
    /** Year-month-day. */
    dob: z.string(),
    faceId: z.string(),
    faceImage: z.string(),
    age: textNumber,
    phone: z.string(),
    gender,
    // Either the social picture (fbpic) or the uploaded photo (image_name, image_url).
    fbpic: z.string().optional(),
    image_name: z.string().optional(),
    image_url: z.string().optional(),
    peopleforid: id,
    lat: z.string(),
    lon: z.string(),
    location: z.string(),
  }),
  response: statusMessage,
});

export const webchangepassword = defineCall({
  name: 'webchangepassword',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  // No user_id in the payload: the token says whose password it is.
  request: z.object({ old_password: z.string(), new_password: z.string() }),
  response: statusMessage,
});

export const webdeleteaccount = defineCall({
  name: 'webdeleteaccount',
  method: 'POST',
  encoding: 'multipart',
  auth: 'token',
  request: z.object({ user_id: id }),
  // Answer not shown by the product: the minimal honest shape.
  response: statusMessage,
});

export const checklicense = defineCall({
  name: 'checklicense',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ hostname: z.string() }),
  // "result unused" by the client: we declare the minimal honest shape.
  response: z.object({ status: accepted, result: z.string() }),
});

export const loginCounts = z.object({
  message: textNumber,
  visitors: textNumber,
  superlike_request: textNumber,
  like_request: textNumber,
});

export const accountCalls = {
  check_fb_user,
  webemaillogin,
  webphonelogin,
  webonlinestatus,
  webforgot,
  webcheckemail,
  verifyotp,
  webcheckphone,
  checkFaceImage,
  checkFbFace,
  signupweb,
  webchangepassword,
  webdeleteaccount,
  checklicense,
};
