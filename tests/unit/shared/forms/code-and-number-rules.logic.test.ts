import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from '@/features/account/sign-in-rules';
import { MAIL_CODE_LENGTH, SMS_CODE_LENGTH } from '@/shared/api/rules';
import { oneTimeCodeSchema, WHOLE_CODE } from '@/shared/forms/one-time-code';
import { phoneNumberSchema } from '@/shared/phone/phone-rules';
import { formProblem } from '../../support/form-problem';

describe('the one-time code step', () => {
  it.each([
    [MAIL_CODE_LENGTH, '1234', null],
    [MAIL_CODE_LENGTH, '123', WHOLE_CODE],
    [SMS_CODE_LENGTH, '123456', null],
    [SMS_CODE_LENGTH, '12345', WHOLE_CODE],
    [SMS_CODE_LENGTH, '', WHOLE_CODE],
  ])('with %i digits, takes %j only whole', (length, code, problem) => {
    expect(formProblem(oneTimeCodeSchema(length), { code })).toBe(problem);
  });
});

describe('the number step of the phone verification', () => {
  it.each(['', 'call me', '+12', '12345'])('asks for a number with its country code, not %j', (phone) => {
    expect(formProblem(phoneNumberSchema, { phone })).toBe('invalidNumber');
  });

  it('sends the number as the account keeps it', () => {
    expect(formProblem(phoneNumberSchema, { phone: '+1 (555) 010-0001' })).toBeNull();
    expect(phoneNumberSchema.parse({ phone: '+1 (555) 010-0001' }).phone).toBe('+15550100001');
  });
});

describe('Forgot Password', () => {
  it('requires the mail, then a valid one, and sends it trimmed', () => {
    expect(formProblem(forgotPasswordSchema, { email: '  ' })).toBe('fillDetails');
    expect(formProblem(forgotPasswordSchema, { email: 'amelie@nowhere' })).toBe('validEmail');
    expect(forgotPasswordSchema.parse({ email: ' amelie@amora.test ' }).email).toBe('amelie@amora.test');
  });
});
