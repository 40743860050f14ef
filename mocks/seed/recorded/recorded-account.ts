import { DEMO_PASSWORD } from '../demo-accounts';

/** The recorded member's mail in a scrubbed recording: the account a replay signs in with. */
export const RECORDED_ACCOUNT_EMAIL = 'recorded@demo.test';
/** Its password, replacing its own: the demo accounts' one, so nothing new to remember. */
export const RECORDED_ACCOUNT_PASSWORD = DEMO_PASSWORD;
