import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { SubmitButton } from '@/shared/ui/action-button';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useEmailLogin } from '../api/use-email-login';
import { checkSignIn } from '../sign-in-rules';
import styles from './sign-in-form.module.css';
import { paths } from '@/shared/routing/paths';

export function SignInForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const login = useEmailLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Errors from the server stay about 2 s (docs/product/messages.md#how-messages-show).
  const { notice, show: showMessage } = useNotice(NOTICE_MS.error);

  // Click-once: a double click or Enter twice sends one webemaillogin; a refusal lets the member try again.
  const submit = useSubmitOnce(async () => {
    const problem = checkSignIn(email, password);
    if (problem) {
      showMessage(t(problem));
      return;
    }
    try {
      await login.mutateAsync({ email: email.trim(), password });
    } catch (error) {
      showMessage(refusalMessage(error) ?? t('common:somethingWentWrong'));
      return;
    }
    void navigate(paths.peopleNear, { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
      <TextField label={t('email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <NoticeRegion notice={notice} live="assertive" className={styles.message} />
      <SubmitButton block pending={submit.pending} pendingLabel={t('signingIn')}>
        {t('signin')}
      </SubmitButton>
    </form>
  );
}
