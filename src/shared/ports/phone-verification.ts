/** Phone verification by SMS code (Firebase phone authentication in real mode, code 123456 in mock mode). */
export interface PhoneVerificationPort {
  /** Sends a code to the number; resolves with what confirming needs. */
  sendCode(phone: string): Promise<{ verificationId: string }>;
  /** Rejects when the code is wrong, with a TooManyCodeAttemptsError while the number is locked. */
  confirmCode(verificationId: string, code: string): Promise<{ phone: string }>;
}

/**
 * The provider refuses every code for a while after too many wrong ones
 * (Firebase's auth/too-many-requests; 5 wrong codes lock a number for 15 minutes in mock mode).
 */
export class TooManyCodeAttemptsError extends Error {
  constructor() {
    super('Too many wrong attempts');
    this.name = 'TooManyCodeAttemptsError';
  }
}
