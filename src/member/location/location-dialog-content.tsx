import { Navigation } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { useSignedInSession } from '@/shared/session/use-session';
import { Dialog } from '@/shared/ui/dialog';
import { FormDialogActions } from '@/shared/ui/form-dialog-actions';
import { NoticeBanner, NoticeRegion } from '@/shared/ui/notice';
import { useSaveLocation } from './api/use-save-location';
import { locationFormSchema } from './location-choice';
import { PlaceField } from './place-field';
import { useOwnProfile } from '../session/api/use-own-profile';
import styles from './location-dialog.module.css';

export interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Change location (docs/product/rules-and-timings.md#location): a place chosen from the places port's suggestions (regions
 * only), saved with websetprofile (place, lat, lon), with 'please select the location', 'please
 * select the location from dropdown' and 'Updated location'. Premium only: callers open it through
 * `usePremiumGate().requirePremium` (and the server refuses regular members too). Used by the
 * profile, the empty deck and Find new people. Keep it mounted and toggle `open`: the success
 * banner outlives the dialog.
 */
export function LocationDialog({ open, onOpenChange }: LocationDialogProps) {
  const { t } = useTranslation('location');
  // The banner lives outside the dialog: 'Updated location' stays on screen once it has closed.
  const saved = useNotice(NOTICE_MS.error);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('lead')}>
        {/* Mounted with each opening, so every visit starts from an empty field. */}
        {open ? (
          <LocationForm
            onSaved={(message) => {
              saved.show(message, 'success');
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </Dialog>
      <NoticeBanner notice={saved.notice} />
    </>
  );
}

function LocationForm({ onSaved, onCancel }: { onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('location');
  const { userId } = useSignedInSession();
  const profile = useOwnProfile();
  const save = useSaveLocation();
  const messageId = useId();
  const form = useNoticeForm({
    schema: locationFormSchema,
    defaultValues: { text: '', place: null },
    describe: (problem) => t(problem),
    focusProblem: false,
    onValid: async ({ place }) => {
      // The rules let no empty place through; this tells the types so.
      if (!place) return;
      const answer = await save.mutateAsync({ user_id: userId, place: place.place, lat: place.lat, lon: place.lon });
      onSaved(answer.message);
    },
  });
  const { field: place } = useController({ control: form.control, name: 'place' });

  const current = profile.data?.location;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      {current ? (
        <p className={styles.current}>
          <Navigation size={16} aria-hidden="true" />
          <span>
            {t('current')} <strong>{current}</strong>
          </span>
        </p>
      ) : null}
      <PlaceField label={t('label')} value={place.value} onChange={place.onChange} onTextChange={(text) => form.setValue('text', text)} describedBy={messageId} />
      <div id={messageId}>
        <NoticeRegion notice={form.notice} live="assertive" />
      </div>
      <div className={styles.grow} />
      <FormDialogActions cancelLabel={t('cancel')} onCancel={onCancel} submitLabel={t('save')} pendingLabel={t('saving')} pending={form.pending} />
    </form>
  );
}
