import type { AdminData } from '@/shared/api/contract/profile';
import { iconUrl } from '../lib/photos';
import { interestNames } from '../factories/member';

/** What the administrator set: the 'here to' choices, interests and limits. */
export function adminSettings(): AdminData {
  return {
    peoplefor: [
      { id: '1', name: 'Dating', icon: iconUrl('dating') },
      { id: '2', name: 'Friends', icon: iconUrl('friends') },
      { id: '3', name: 'Study', icon: iconUrl('study') },
      { id: '4', name: 'Partner', icon: iconUrl('partner') },
    ],
    interests: interestNames.map((name) => ({ name })),
    max_age: '80',
    max_distance: '100',
    admin_enable_ads: 'true',
    ios_url: 'https://apps.apple.com/app/amora',
    android_url: 'https://play.google.com/store/apps/details?id=amora',
  };
}
