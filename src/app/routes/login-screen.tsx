import { lazy, Suspense } from 'react';
import { SignInPage } from '@/features/account/sign-in-page';
import { Spinner } from '@/shared/ui/spinner';

// The sign-up (form, wizard, webcam) loads only when its tab opens: most visits are sign-ins.
const SignupForm = lazy(async () => ({ default: (await import('@/features/signup/signup-form')).SignupForm }));

/** /login: the account feature's tabs, with the sign-up feature in the Signup tab. */
export function LoginScreen() {
  return (
    <SignInPage
      signup={
        <Suspense fallback={<Spinner />}>
          <SignupForm />
        </Suspense>
      }
    />
  );
}
