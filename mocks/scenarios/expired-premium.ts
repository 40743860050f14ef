import { isoDate } from '../lib/iso-date';
import { updateMember } from '../domain/update-member';
import { clock } from '../lib/clock';
import { demoAccounts } from '../seed/demo-accounts';
import { existingMember } from './people';

const DAY_MS = 86_400_000;

/**
 * A member whose premium ended yesterday: the record still says premium, and
 * the server reads them as regular (domain/membership.ts). The premium demo
 * account unless told.
 */
export async function expiredPremium({ memberId = demoAccounts.premium.user_id as string }: { memberId?: string } = {}): Promise<{ memberId: string }> {
  existingMember(memberId);
  await updateMember(memberId, (record) => {
    record.premium_member = 'true';
    record.membership_valid_web = isoDate(clock.now() - DAY_MS);
  });
  return { memberId };
}
