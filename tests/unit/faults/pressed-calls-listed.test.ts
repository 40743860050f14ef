import { describe, expect, it } from 'vitest';
import { contract, type CallName } from '@/shared/api/contract';
import { screens, shellCalls } from './fault-cases';
import { presses } from './press-cases';

/**
 * Every call a signed-in member's session sends is judged under faults somewhere: by the entry matrix (a call a
 * screen makes on entry), by the pressed-call matrix (a call a press makes), or named here with why it is not.
 * A new call in the contract fails this test until a row takes it. Each press's own baseline checks its row
 * lists every call the press makes; this checks no call of the contract is left out of both tables.
 */
const judgedNowhere: Partial<Record<CallName, string>> = {
  check_fb_user: 'the social sign-in, before any session (the sign-in and sign-up flows have their own fault tests)',
  webemaillogin: 'the sign-in, before any session',
  webphonelogin: 'the sign-in, before any session',
  webforgot: 'Forgot Password, before any session',
  webcheckemail: 'the sign-up, before any session',
  verifyotp: 'the sign-up, before any session',
  webcheckphone: 'the sign-up and the phone change, checked against the SMS fake in tests/unit/phone',
  checkFaceImage: 'the sign-up, before any session',
  checkFbFace: 'the sign-up, before any session',
  signupweb: 'the sign-up, before any session',
  checklicense: "the app's start, before any screen",
};

describe('the fault matrices', () => {
  it('judge every call of the contract, or say why not', () => {
    const judged = new Set<string>([
      ...shellCalls.map((entry) => entry.call),
      ...screens.flatMap((screen) => screen.calls.map((entry) => entry.call)),
      ...presses.flatMap((press) => press.calls.map((entry) => entry.call)),
    ]);
    const unjudged = (Object.keys(contract) as CallName[]).filter((call) => !judged.has(call) && !(call in judgedNowhere));
    expect(unjudged, 'calls neither matrix judges: add them to fault-cases.ts or press-cases.ts').toEqual([]);
    const judgedAfterAll = Object.keys(judgedNowhere).filter((call) => judged.has(call));
    expect(judgedAfterAll, 'calls said to be judged nowhere that a matrix judges').toEqual([]);
  });
});
