import type { MemberRecord } from '../db/records';

/**
 * The fixed demo accounts, listed in README.md#demo-accounts-and-test-inputs. The tests and the reviewers rely on them:
 * change nothing here without changing those.
 */
export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts = {
  regular: { user_id: '1', email: 'free@demo.test', phone: '+15550100001', user_name: 'Alex' },
  premium: { user_id: '2', email: 'premium@demo.test', phone: '+15550100002', user_name: 'Sam' },
  inactive: { user_id: '3', email: 'inactive@demo.test', phone: '+15550100003', user_name: 'Robin' },
} as const satisfies Record<string, Partial<MemberRecord>>;
