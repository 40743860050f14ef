import { Bell, Crown, Image, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { BusyButton } from '@/shared/ui/action-button';
import { BackLink } from '@/shared/ui/back-link';
import { NoticeBanner } from '@/shared/ui/notice';
import { QueryState } from '@/shared/ui/query-state';
import { Switch } from '@/shared/ui/switch';
import { useSaveSettings } from './api/use-save-settings';
import { AccountActions } from './components/account-actions';
import { HereToChoice } from './components/here-to-choice';
import {
  changedSettings,
  feedToggles,
  flipped,
  hasChanges,
  isPremiumToggle,
  notificationToggles,
  premiumToggles,
  settingsOf,
  type SettingsValues,
  type ToggleKey,
} from './settings-values';
import styles from './settings-screen.module.css';

/** /app/settings (and /app/Settings): docs/product/screens-and-routes.md#settings, docs/product/flows.md#settings-toggles. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const profile = useOwnProfile();
  return (
    <div className={styles.page}>
      <QueryState query={profile} loadingLabel={t('loading')} errorText={t('loadFailed')} skeleton={<SettingsSkeleton />}>
        {(data) => <SettingsForm profile={data} />}
      </QueryState>
    </div>
  );
}

function SettingsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('settings');
  const { isPremium, requirePremium } = usePremiumGate();
  const saved = settingsOf(profile);
  // Only what the member changed is kept here; everything else reads the saved profile.
  const [edits, setEdits] = useState<Partial<SettingsValues>>({});
  const values: SettingsValues = { ...saved, ...edits };
  const { notice, show } = useNotice(NOTICE_MS.settings);
  const save = useSaveSettings();

  function set(key: keyof SettingsValues, value: string) {
    setEdits((current) => ({ ...current, [key]: value }));
  }

  function toggle(key: ToggleKey) {
    const next = flipped(values[key]);
    // Premium-only settings move for premium members; others get the premium popup and the switch stays.
    // Switching one off is allowed to all (the server allows it too): a lapsed member is never stuck with it.
    if (isPremiumToggle(key) && next === 'true') {
      requirePremium(() => set(key, next));
      return;
    }
    set(key, next);
  }

  const saving = useClickOnce(async () => {
    const changes = changedSettings(saved, values);
    if (!hasChanges(changes)) return show(t('nothingChanged'), 'success');
    try {
      show(await save(changes), 'success');
      setEdits({});
    } catch (failure) {
      show(refusalMessage(failure) ?? t('common:somethingWentWrong'), 'error');
    }
  });

  const switchFor = (key: ToggleKey, description?: string) => (
    <Switch
      key={key}
      className={styles.row}
      label={t(`toggles.${key}`)}
      description={description}
      checked={values[key] === 'true'}
      onCheckedChange={() => toggle(key)}
    />
  );

  return (
    <>
      <header className={styles.header}>
        <BackLink to={paths.peopleNear} label={t('back')} />
        <h1 className={styles.title}>{t('title')}</h1>
        <BusyButton className={styles.save} pending={saving.pending} pendingLabel={t('saving')} onClick={() => saving.run()}>
          {t('save')}
        </BusyButton>
      </header>
      <NoticeBanner notice={notice} />

      <Section id="settings-here-to" icon={<Sparkles size={18} aria-hidden="true" />} title={t('hereTo')}>
        <HereToChoice value={values.people_for} onChange={(id) => set('people_for', id)} />
      </Section>

      <Section
        id="settings-profile-space"
        icon={<UserRound size={18} aria-hidden="true" />}
        title={t('profileSpace')}
        badge={
          <span className={isPremium ? styles.badgeOn : styles.badge}>
            <Crown size={14} aria-hidden="true" />
            {t('premiumOnly')}
          </span>
        }
      >
        <div className={styles.rows}>{premiumToggles.map((key) => switchFor(key))}</div>
      </Section>

      <Section id="settings-notifications" icon={<Bell size={18} aria-hidden="true" />} title={t('notifications')}>
        <div className={styles.rows}>{notificationToggles.map((key) => switchFor(key))}</div>
      </Section>

      <Section id="settings-feed" icon={<Image size={18} aria-hidden="true" />} title={t('feed')}>
        <div className={styles.rows}>{feedToggles.map((key) => switchFor(key))}</div>
      </Section>

      <Section id="settings-account" icon={<ShieldCheck size={18} aria-hidden="true" />} title={t('account')}>
        <AccountActions onNotice={(text, tone) => show(text, tone)} />
      </Section>
    </>
  );
}

function Section({ id, icon, title, badge, children }: { id: string; icon?: ReactNode; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {icon}
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

function SettingsSkeleton() {
  return (
    <div className={styles.skeleton}>
      {[96, 200, 110, 280].map((height, index) => (
        <div key={index} className={styles.skeletonBlock} style={{ blockSize: height }} />
      ))}
    </div>
  );
}
