import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, isAcceptedChatImageName, isSendableText } from '@/shared/api/rules/chat';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { NoticeRegion } from '@/shared/ui/notice';
import styles from './composer.module.css';

/** Upload errors stay 4 s; the other notes 2 s (docs/product/messages.md#chat). */
const UPLOAD_ERROR_MS = NOTICE_MS.signup;

export interface ComposerProps {
  /** Why the member cannot write here (a block), or undefined. */
  blockedNote?: string;
  initialText?: string;
  /** Queues a text; the input empties once it is queued. */
  onSendText: (text: string) => void;
  /** Uploads and queues an image; answers the server's refusal, if any. */
  onSendImage: (file: File) => Promise<string | undefined>;
  onKey: () => void;
}

/** The text input (500 characters at most), the image attach and send, with the notes of docs/product/messages.md#chat. */
export function Composer({ blockedNote, initialText = '', onSendText, onSendImage, onKey }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(initialText);
  const [uploading, setUploading] = useState(false);
  const notice = useNotice(NOTICE_MS.error);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const blocked = blockedNote !== undefined;
  const { show } = notice;

  // Opening a chat is for writing in it: the keyboard starts in the message box, not eight stops before it.
  useEffect(() => {
    textInput.current?.focus({ preventScroll: true });
  }, []);

  // Closing the file picker without a choice: the browser's 'cancel' event, which React does not map on inputs.
  useEffect(() => {
    const input = fileInput.current;
    const cancelled = () => show(t('selectImage'));
    input?.addEventListener('cancel', cancelled);
    return () => input?.removeEventListener('cancel', cancelled);
  }, [show, t]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (!isSendableText(text)) {
      notice.show(t('enterMessage'));
      return;
    }
    onSendText(text);
    setText('');
  }

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return notice.show(t('selectImage'));
    if (!isAcceptedChatImageName(file.name)) return notice.show(t('invalidFile'));
    setUploading(true);
    const refusal = await onSendImage(file);
    setUploading(false);
    if (refusal) notice.show(refusal, 'error', UPLOAD_ERROR_MS);
  }

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <NoticeRegion notice={notice.notice} live="assertive" className={styles.notice} />
      {blocked ? (
        <p className={styles.blocked} role="status">
          {blockedNote}
        </p>
      ) : null}
      {uploading ? (
        <p className={styles.uploading} role="status">
          {t('uploading')}
        </p>
      ) : null}
      <div className={styles.bar}>
        <label className={`${styles.iconButton} ${blocked || uploading ? styles.disabled : ''}`}>
          <ImagePlus size={22} aria-hidden="true" />
          <span className="visually-hidden">{t('attach')}</span>
          <input
            ref={fileInput}
            className="visually-hidden"
            type="file"
            accept=".png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif"
            onChange={(event) => void attach(event)}
            disabled={blocked || uploading}
          />
        </label>
        <input
          ref={textInput}
          className={styles.input}
          type="text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onKey();
          }}
          maxLength={CHAT_TEXT_MAX}
          aria-label={t('input')}
          placeholder={t('input')}
          disabled={blocked}
          autoComplete="off"
          dir="auto"
        />
        <button type="submit" className={styles.send} aria-label={t('send')} disabled={blocked}>
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </div>
      {text.length > CHAT_TEXT_MAX - 50 ? (
        <p className={styles.count}>{t('characters', { count: text.length, max: CHAT_TEXT_MAX })}</p>
      ) : null}
    </form>
  );
}
