import { describe, expect, it } from 'vitest';
import { adFor } from '@/features/deck/ad-choice';

const regular = { premium_member: 'false', hide_ads: 'false' };
const premium = { premium_member: 'true', hide_ads: 'false' };

describe('the ad slot', () => {
  it('shows the house ad to a regular member when the administrator enables ads', () => {
    expect(adFor({ adsEnabled: true, member: regular })).toBe('premium-house-ad');
  });

  it('never offers premium to a premium member, Hide Ads on or off', () => {
    expect(adFor({ adsEnabled: true, member: premium })).toBeNull();
    expect(adFor({ adsEnabled: true, member: { ...premium, hide_ads: 'true' } })).toBeNull();
  });

  it('follows admin_enable_ads and hide_ads, and waits for both the settings and the tier', () => {
    expect(adFor({ adsEnabled: false, member: regular })).toBeNull();
    expect(adFor({ adsEnabled: true, member: { ...regular, hide_ads: 'true' } })).toBeNull();
    expect(adFor({ adsEnabled: undefined, member: regular })).toBeNull();
    expect(adFor({ adsEnabled: true, member: undefined })).toBeNull();
  });
});
