import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPorts } from '@/shared/ports/ports';
import type { DropInInstance } from '@/shared/ports/payments';
import { ActionButton } from '@/shared/ui/action-button';
import { Notice } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';
import styles from '../payment-screen.module.css';

/** Braintree's locale names for the app's languages. */
const dropInLocales: Record<string, string> = { en: 'en_US', fr: 'fr_FR', ar: 'ar_EG' };

export interface CardFormProps {
  /** The client token from generateclienttoken; the form waits for it. */
  token: string | undefined;
  onInstance: (instance: DropInInstance | null) => void;
  /** Asks for a new token and draws the form again, after a failure. */
  onRetry: () => unknown;
  tokenFailed: boolean;
}

/**
 * The card form of the payment port: Braintree's Drop-in in real mode (loaded
 * with this screen only), the fake drop-in in mock mode. Each drawing gets a
 * fresh empty node, as the drop-in requires, and is torn down on leaving.
 */
export function CardForm({ token, onInstance, onRetry, tokenFailed }: CardFormProps) {
  const { t, i18n } = useTranslation('payments');
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const locale = dropInLocales[i18n.resolvedLanguage ?? 'en'] ?? 'en_US';

  useEffect(() => {
    const parent = host.current;
    if (!token || !parent) return;
    let cancelled = false;
    let instance: DropInInstance | null = null;
    const container = parent.ownerDocument.createElement('div');
    parent.append(container);
    setState('loading');
    getPorts()
      .then((ports) => ports.payments.createDropIn({ authorization: token, container, locale }))
      .then(
        (created) => {
          if (cancelled) {
            void created.teardown();
            return;
          }
          instance = created;
          onInstance(created);
          setState('ready');
        },
        () => {
          if (!cancelled) setState('failed');
        },
      );
    return () => {
      cancelled = true;
      onInstance(null);
      void instance?.teardown().catch(() => undefined);
      container.remove();
    };
  }, [token, locale, attempt, onInstance]);

  const failed = tokenFailed || state === 'failed';
  return (
    <div className={styles.cardForm} aria-busy={!failed && state === 'loading'}>
      <div ref={host} hidden={failed} />
      {!failed && state === 'loading' ? <Spinner label={t('card.loading')} /> : null}
      {failed ? (
        <div className={styles.cardError}>
          <Notice tone="error">{t('card.failed')}</Notice>
          <ActionButton
            variant="secondary"
            pendingLabel={t('card.loading')}
            onAction={async () => {
              if (tokenFailed) await onRetry();
              setAttempt((count) => count + 1);
            }}
          >
            {t('card.retry')}
          </ActionButton>
        </div>
      ) : null}
    </div>
  );
}
