import { updateMember } from '../domain/update-member';
import { demoAccounts } from '../seed/demo-accounts';
import { existingMember } from './people';

/**
 * A member whose swipe setting is '1' (docs/product/flows.md#swiping): their next nope on the deck opens
 * "Remove related matches ?", whose Yes or No resets the setting (websetprofile swipe). No screen
 * of the app sets it to '1', so the demo needs this to show that popup. The regular demo account
 * unless told.
 */
export async function swipeSettingOn({ memberId = demoAccounts.regular.user_id as string }: { memberId?: string } = {}): Promise<{ memberId: string }> {
  existingMember(memberId);
  await updateMember(memberId, (record) => {
    record.swipe = '1';
  });
  return { memberId };
}
