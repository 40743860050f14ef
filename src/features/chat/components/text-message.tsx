import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedText } from '../api/use-translation';
import type { ChatLine } from '../chat-lines';
import { readableText } from '../readable-text';
import styles from './message-item.module.css';

export interface TextMessageProps {
  line: ChatLine;
  /** A received text offers its translation. */
  translatable: boolean;
  translateTo: string;
}

/** A text, always as plain text (never HTML), and for a received one its translation on demand. */
export function TextMessage({ line, translatable, translateTo }: TextMessageProps) {
  const { t } = useTranslation('chat');
  const text = line.plainText ?? readableText(line.cipher);
  const [translated, setTranslated] = useState(false);
  const translation = useTranslatedText(text, translateTo, translatable && translated);
  return (
    <>
      <p className={styles.text} dir="auto">
        {text}
      </p>
      {translatable && translated ? (
        <p className={styles.translation} dir="auto" lang={translateTo} aria-live="polite">
          {translation.data ?? (translation.isError ? t('translationFailed') : t('translating'))}
        </p>
      ) : null}
      {translatable && text ? (
        <button
          type="button"
          className={styles.translate}
          onClick={() => setTranslated((on) => !on)}
          aria-pressed={translated}
          // Reached with the arrow keys inside the conversation (message-list.tsx), not with Tab.
          tabIndex={-1}
          data-message-action=""
        >
          {translated ? t('showOriginal') : t('translate')}
        </button>
      ) : null}
    </>
  );
}
