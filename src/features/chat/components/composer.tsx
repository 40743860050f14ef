import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { CHAT_TEXT_MAX, isAcceptedChatImageName } from '@/shared/api/rules/chat';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { NOTICE_MS } from '@/shared/lib/use-notice';
import { NoticeRegion } from '@/shared/ui/notice';
import { composerSchema } from '../composer-rules';
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
  const [uploading, setUploading] = useState(false);
  // Enter or the send button queues the text, the input empties at once; the focus stays where it is.
  const form = useNoticeForm({
    schema: composerSchema,
    defaultValues: { text: initialText },
    describe: (problem) => t(problem),
    focusProblem: false,
    onValid: ({ text }) => {
      onSendText(text);
      form.setValue('text', '');
    },
  });
  const { show } = form;
  const text = useWatch({ control: form.control, name: 'text' });
  const { ref: textRef, ...textField } = form.register('text', { onChange: onKey });
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement | null>(null);
  const blocked = blockedNote !== undefined;

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

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!blocked) return form.onSubmit(event);
    event.preventDefault();
  }

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return show(t('selectImage'));
    if (!isAcceptedChatImageName(file.name)) return show(t('invalidFile'));
    setUploading(true);
    const refusal = await onSendImage(file);
    setUploading(false);
    if (refusal) show(refusal, 'error', UPLOAD_ERROR_MS);
  }

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <NoticeRegion notice={form.notice} live="assertive" className={styles.notice} />
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
          ref={(input) => {
            textRef(input);
            textInput.current = input;
          }}
          className={styles.input}
          type="text"
          {...textField}
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
