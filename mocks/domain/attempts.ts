import { db } from '../db/database';
import { clock } from '../lib/clock';

/**
 * The limit on guessing a secret (docs/product/fake-backend-and-demo.md#server-rules): after 5 wrong guesses in a
 * row at one target (an account's password, a mail's sign-up code, a phone's SMS
 * code), every guess is refused for 15 minutes of the fake clock, the right one
 * too, so trying every 4-digit code is no longer possible. A right guess resets
 * the count; so does the end of a lock, which gives 5 more tries.
 */
export const MAX_WRONG_GUESSES = 5;
export const LOCK_MS = 15 * 60_000;

/** 'locked': refused without looking at the secret, or the wrong guess that set the lock. */
export type GuessOutcome = 'right' | 'wrong' | 'locked';

/** The targets each secret is counted by: one count per account, mail or phone, whichever call guesses. */
export const guessTargets = {
  password: (email: string) => `password:${email}`,
  mailCode: (email: string) => `mail-code:${email}`,
  smsCode: (phone: string) => `sms:${phone}`,
  socialId: (userId: string) => `social:${userId}`,
};

/**
 * Checks one guess at the target's secret under the limit. `isRight` is asked
 * only when the target is not locked, so a locked target says nothing about
 * whether the guess was right.
 */
export async function guess(target: string, isRight: () => boolean): Promise<GuessOutcome> {
  const now = clock.now();
  const record = db.failedAttempts.findFirst((q) => q.where({ target }));
  if (record && record.locked_until > now) return 'locked';
  // A lock that has run out starts a new count.
  const failuresBefore = record && record.locked_until === 0 ? record.failures : 0;

  if (isRight()) {
    if (record) db.failedAttempts.deleteMany((q) => q.where({ target }));
    return 'right';
  }
  const failures = failuresBefore + 1;
  const locked_until = failures >= MAX_WRONG_GUESSES ? now + LOCK_MS : 0;
  if (record) {
    await db.failedAttempts.update((q) => q.where({ target }), {
      data(stored) {
        stored.failures = failures;
        stored.locked_until = locked_until;
      },
    });
  } else {
    await db.failedAttempts.create({ target, failures, locked_until });
  }
  return locked_until ? 'locked' : 'wrong';
}
