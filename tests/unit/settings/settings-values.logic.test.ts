import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { changedSettings, flipped, hasChanges, isPremiumToggle, settingsOf, type SettingsValues } from '@/features/settings/settings-values';
import { changePasswordSchema, PASSWORD_FIRST_PROBLEMS } from '@/features/settings/password-rules';
import { formProblem } from '../support/form-problem';

const saved: SettingsValues = {
  show_age: 'false',
  show_location: 'false',
  invisible: 'false',
  hide_ads: 'true',
  message_notification: 'true',
  like_notification: 'true',
  feed_image: 'true',
  feed_location: 'false',
  feed_job: 'true',
  feed_bio: 'true',
  feed_company: 'true',
  feed_school: 'true',
  people_for: '2',
};

describe('settings values', () => {
  it('reads every toggle and the people-for choice from the profile, and nothing else', () => {
    const profile = { ...saved, user_name: 'Alex', email: 'free@demo.test' } as unknown as OwnProfile;
    expect(settingsOf(profile)).toEqual(saved);
  });

  it("flips between 'true' and 'false' text", () => {
    expect(flipped('true')).toBe('false');
    expect(flipped('false')).toBe('true');
  });

  it('sends nothing when nothing changed', () => {
    const changes = changedSettings(saved, { ...saved });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only the changed values', () => {
    const edited = { ...saved, invisible: 'true', feed_location: 'true', people_for: '3' } as const;
    const changes = changedSettings(saved, edited);
    expect(changes).toEqual({ invisible: 'true', feed_location: 'true', people_for: '3' });
    expect(hasChanges(changes)).toBe(true);
  });

  it('sends nothing for a toggle flipped twice (back to its saved value)', () => {
    const twice = { ...saved, like_notification: flipped(flipped(saved.like_notification)) };
    expect(changedSettings(saved, twice)).toEqual({});
  });

  it('knows the four premium-only toggles', () => {
    expect(['show_age', 'show_location', 'invisible', 'hide_ads'].every((key) => isPremiumToggle(key as 'show_age'))).toBe(true);
    expect(isPremiumToggle('message_notification')).toBe(false);
    expect(isPremiumToggle('feed_school')).toBe(false);
  });
});

describe('Change Password rules', () => {
  const passwordProblem = ({ oldPassword, newPassword, retyped }: { oldPassword: string; newPassword: string; retyped: string }) =>
    formProblem(
      changePasswordSchema,
      { old_password: oldPassword, new_password: newPassword, retype_password: retyped },
      PASSWORD_FIRST_PROBLEMS,
    );

  it.each([
    ['', 'better123', 'better123'],
    ['demo1234', '', 'better123'],
    ['demo1234', 'better123', ''],
  ])('requires all three fields (%j, %j, %j)', (oldPassword, newPassword, retyped) => {
    expect(passwordProblem({ oldPassword, newPassword, retyped })).toBe('fillDetails');
  });

  it('refuses a new password equal to the old one', () => {
    expect(passwordProblem({ oldPassword: 'demo1234', newPassword: 'demo1234', retyped: 'demo1234' })).toBe('sameAsOld');
  });

  it('refuses a re-typed password that differs from the new one', () => {
    expect(passwordProblem({ oldPassword: 'demo1234', newPassword: 'better123', retyped: 'better124' })).toBe('notRetyped');
  });

  it('names an empty field before the others’ problems', () => {
    expect(passwordProblem({ oldPassword: '', newPassword: '', retyped: 'better124' })).toBe('fillDetails');
    expect(passwordProblem({ oldPassword: 'demo1234', newPassword: 'demo1234', retyped: '' })).toBe('fillDetails');
  });

  it('names a new password equal to the old one before a wrong re-typing', () => {
    expect(passwordProblem({ oldPassword: 'demo1234', newPassword: 'demo1234', retyped: 'better124' })).toBe('sameAsOld');
  });

  it('lets a valid change through to the server', () => {
    expect(passwordProblem({ oldPassword: 'demo1234', newPassword: 'better123', retyped: 'better123' })).toBeNull();
  });
});
