import { normalizePhone, SMS_PHONE_PATTERN } from '@/shared/api/rules';
import { TooManyCodeAttemptsError, type PhoneVerificationPort } from '@/shared/ports/phone-verification';
import { guess, guessTargets } from '../domain/attempts';
import { sentMessages } from './side-effects';

/** The fake SMS (docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs): code 123456 verifies, any other fails. */
export const FAKE_SMS_CODE = '123456';

export const fakePhoneVerification: PhoneVerificationPort = {
  async sendCode(phone) {
    if (!SMS_PHONE_PATTERN.test(phone)) throw new Error('Invalid phone number');
    sentMessages.recordSms({ to: phone, code: FAKE_SMS_CODE });
    return { verificationId: `fake-verification:${phone}` };
  },
  async confirmCode(verificationId, code) {
    const phone = verificationId.replace('fake-verification:', '');
    // Counted by number, as the provider does: 5 wrong codes lock it for 15 minutes of the fake clock.
    const outcome = await guess(guessTargets.smsCode(normalizePhone(phone)), () => code === FAKE_SMS_CODE);
    if (outcome === 'locked') throw new TooManyCodeAttemptsError();
    if (outcome === 'wrong') throw new Error('Invalid verification code');
    return { phone };
  },
};
