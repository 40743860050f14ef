import type { OwnProfile } from '@/shared/api/contract/profile';

/**
 * The settings screen's values and what Save sends (docs/product/flows.md#settings-toggles): every toggle
 * flips between 'true' and 'false' text, 'I am here to' is one people-for id, and Save sends
 * only what differs from the saved profile. Pure, so the rules are tested without a screen.
 */

/** 'Dedicated profile space': premium members only. */
export const premiumToggles = ['show_age', 'show_location', 'invisible', 'hide_ads'] as const;
export const notificationToggles = ['message_notification', 'like_notification'] as const;
export const feedToggles = ['feed_image', 'feed_location', 'feed_job', 'feed_bio', 'feed_company', 'feed_school'] as const;

export type PremiumToggle = (typeof premiumToggles)[number];
export type ToggleKey = PremiumToggle | (typeof notificationToggles)[number] | (typeof feedToggles)[number];
export type TextBoolean = 'true' | 'false';

export type SettingsValues = Record<ToggleKey, TextBoolean> & { people_for: string };
export type SettingKey = keyof SettingsValues;

const toggleKeys: readonly ToggleKey[] = [...premiumToggles, ...notificationToggles, ...feedToggles];
const settingKeys: readonly SettingKey[] = [...toggleKeys, 'people_for'];

export function isPremiumToggle(key: ToggleKey): key is PremiumToggle {
  return (premiumToggles as readonly string[]).includes(key);
}

/** The settings as the profile holds them. */
export function settingsOf(profile: OwnProfile): SettingsValues {
  const values = { people_for: profile.people_for } as SettingsValues;
  for (const key of toggleKeys) values[key] = profile[key];
  return values;
}

/** The flipped text boolean. */
export function flipped(value: TextBoolean): TextBoolean {
  return value === 'true' ? 'false' : 'true';
}

/** Only the values that differ from the saved ones, in the screen's order: what Save sends. */
export function changedSettings(saved: SettingsValues, edited: SettingsValues): Partial<SettingsValues> {
  const changes: Partial<SettingsValues> = {};
  for (const key of settingKeys) {
    if (edited[key] !== saved[key]) Object.assign(changes, { [key]: edited[key] });
  }
  return changes;
}

export function hasChanges(changes: Partial<SettingsValues>): boolean {
  return Object.keys(changes).length > 0;
}
