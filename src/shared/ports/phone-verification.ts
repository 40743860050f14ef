/** Phone verification by SMS code (Firebase phone authentication in real mode, code 123456 in mock mode). */
export interface PhoneVerificationPort {
  /** Sends a code to the number; resolves with what confirming needs. */
  sendCode(phone: string): Promise<{ verificationId: string }>;
  /** Rejects when the code is wrong. */
  confirmCode(verificationId: string, code: string): Promise<{ phone: string }>;
}
