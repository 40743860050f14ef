/** The only ad the app has: a house ad that sells Amora Premium. */
export type Ad = 'premium-house-ad';

export interface AdInputs {
  /** admindatas' admin_enable_ads; undefined while it loads. */
  adsEnabled: boolean | undefined;
  /** The own profile's premium_member and hide_ads; undefined while it loads. */
  member: { premium_member: string; hide_ads: string } | undefined;
}

/**
 * What the ad slot shows, if anything. Ads only when the administrator enables them and the member
 * has not hidden them (docs/product/README.md#members-and-tiers). The house ad sells premium, so
 * it goes to regular members only: a premium member is never offered what they have.
 * Nothing while the tier is unknown, so a premium member never sees it flash.
 */
export function adFor({ adsEnabled, member }: AdInputs): Ad | null {
  if (adsEnabled !== true || !member) return null;
  if (member.hide_ads === 'true') return null;
  return member.premium_member === 'true' ? null : 'premium-house-ad';
}
