import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { SubmitButton } from '@/shared/ui/action-button';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { paths } from '@/shared/routing/paths';
import { useEmailLogin } from '../api/use-email-login';
import { SIGN_IN_FIRST_PROBLEMS, signInSchema } from '../sign-in-rules';
import styles from './sign-in-form.module.css';

export function SignInForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const login = useEmailLogin();
  // Errors, the form's and the server's, stay about 2 s (docs/product/messages.md#how-messages-show).
  // Click-once: a double click or Enter twice sends one webemaillogin; a refusal lets the member try again.
  const form = useNoticeForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    describe: (problem) => t(problem),
    firstProblems: SIGN_IN_FIRST_PROBLEMS,
    focusProblem: false,
    onValid: async (values) => {
      await login.mutateAsync(values);
      void navigate(paths.peopleNear, { replace: true });
    },
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <TextField label={t('email')} type="email" autoComplete="email" {...form.register('email')} />
      <TextField label={t('password')} type="password" autoComplete="current-password" {...form.register('password')} />
      <NoticeRegion notice={form.notice} live="assertive" className={styles.message} />
      <SubmitButton block pending={form.pending} pendingLabel={t('signingIn')}>
        {t('signin')}
      </SubmitButton>
    </form>
  );
}
