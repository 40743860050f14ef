import { Check } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { useSignedInSession } from '@/shared/session/use-session';
import { Dialog } from '@/shared/ui/dialog';
import { FormDialogActions } from '@/shared/ui/form-dialog-actions';
import { NoticeRegion } from '@/shared/ui/notice';
import { QueryState } from '@/shared/ui/query-state';
import { useAdminInterests } from '../api/use-admin-interests';
import { useSaveProfile } from '../api/use-save-profile';
import { interestsSchema } from '../profile-rules';
import styles from './interest-dialog.module.css';
import chip from '@/shared/ui/choice-chip.module.css';

export interface InterestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's interests now. */
  chosen: readonly string[];
  /** After a save, with the server's message. */
  onSaved: (message: string) => void;
}

/** The Interest modal: the administrator's interests (admindatass), at least one (docs/product/rules-and-timings.md#interest). */
export function InterestDialog({ open, onOpenChange, chosen, onSaved }: InterestDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('interest.title')} description={t('interest.lead')} size="md">
      {open ? <InterestForm initial={chosen} onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function InterestForm({ initial, onSaved, onCancel }: { initial: readonly string[]; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const { userId } = useSignedInSession();
  const interests = useAdminInterests();
  const save = useSaveProfile();
  const groupId = useId();
  const form = useNoticeForm({
    schema: interestsSchema,
    defaultValues: { chosen: [...initial] },
    describe: (problem) => t(`interest.${problem}`),
    focusProblem: false,
    onValid: async ({ chosen }) => {
      const answer = await save.mutateAsync({ user_id: userId, check: chosen.join(',') });
      onSaved(answer.message);
    },
  });
  const { field } = useController({ control: form.control, name: 'chosen' });
  const chosen = field.value;

  function toggle(name: string, on: boolean) {
    field.onChange(on ? [...chosen, name] : chosen.filter((item) => item !== name));
  }

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <QueryState query={interests} loadingLabel={t('interest.loading')}>
        {(names) => (
          <fieldset className={styles.group} aria-describedby={`${groupId}-message`}>
            <legend className="visually-hidden">{t('interest.title')}</legend>
            {names.map((name) => {
              const on = chosen.some((item) => item.toLowerCase() === name.toLowerCase());
              return (
                <label key={name} className={chip.chip}>
                  <input type="checkbox" checked={on} onChange={(event) => toggle(name, event.target.checked)} />
                  {on ? <Check size={16} aria-hidden="true" /> : null}
                  <span>{name}</span>
                </label>
              );
            })}
          </fieldset>
        )}
      </QueryState>
      <div id={`${groupId}-message`}>
        <NoticeRegion notice={form.notice} live="assertive" />
      </div>
      <FormDialogActions cancelLabel={t('cancel')} onCancel={onCancel} submitLabel={t('save')} pendingLabel={t('saving')} pending={form.pending} />
    </form>
  );
}
