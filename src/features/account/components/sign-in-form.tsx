import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { useTimedMessage } from '@/shared/lib/use-timed-message';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useEmailLogin } from '../api/use-email-login';
import { checkSignIn } from '../sign-in-rules';
import styles from './sign-in-form.module.css';
import { paths } from '@/shared/routing/paths';

/** Errors from the server stay about 2 s (spec 1 section 8). */
const ERROR_MS = 2000;

export function SignInForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const login = useEmailLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, showMessage] = useTimedMessage(ERROR_MS);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkSignIn(email, password);
    if (problem) {
      showMessage(t(problem));
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => void navigate(paths.peopleNear, { replace: true }),
        onError: (error) => showMessage(refusalMessage(error) ?? t('common:somethingWentWrong')),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className={styles.message} aria-live="assertive">
        {message ? <Notice tone="error">{message}</Notice> : null}
      </div>
      <Button type="submit" block disabled={login.isPending} aria-busy={login.isPending}>
        {t('signin')}
      </Button>
    </form>
  );
}
