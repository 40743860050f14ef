import { SMS_PHONE_PATTERN } from '@/shared/api/rules';
import type { PhoneVerificationPort } from '@/shared/ports/phone-verification';
import { sentMessages } from './side-effects';

/** The fake SMS of spec 3 section 4: code 123456 verifies, any other fails. */
export const FAKE_SMS_CODE = '123456';

export const fakePhoneVerification: PhoneVerificationPort = {
  async sendCode(phone) {
    if (!SMS_PHONE_PATTERN.test(phone)) throw new Error('Invalid phone number');
    sentMessages.recordSms({ to: phone, code: FAKE_SMS_CODE });
    return { verificationId: `fake-verification:${phone}` };
  },
  async confirmCode(verificationId, code) {
    if (code !== FAKE_SMS_CODE) throw new Error('Invalid verification code');
    return { phone: verificationId.replace('fake-verification:', '') };
  },
};
