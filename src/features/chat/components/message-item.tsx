import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { showsTime, type GroupPlace } from '../bubble-groups';
import type { ChatLine } from '../chat-lines';
import { timeLabel } from '../dates';
import { AudioMessage, FeedMessage, ImageMessage } from './media-messages';
import { TextMessage } from './text-message';
import styles from './message-item.module.css';

export interface MessageItemProps {
  line: ChatLine;
  mine: boolean;
  /** Its place in a group of consecutive messages of one side (lib/bubble-groups.ts); alone when not given. */
  place?: GroupPlace;
  partnerName: string;
  /** The translation language for received texts. */
  translateTo: string;
}

/**
 * One message, drawn by its type, on the member's side or the partner's (the sides mirror in Arabic).
 * In a group, its corners join its neighbours' and only the group's last shows the time.
 */
export const MessageItem = memo(function MessageItem({ line, mine, place = 'alone', partnerName, translateTo }: MessageItemProps) {
  const { t, i18n } = useTranslation('chat');
  const who = mine ? t('you') : partnerName;
  const time = timeLabel(line.chatTime, i18n.language);
  return (
    <div
      className={`${styles.row} ${mine ? styles.mine : styles.theirs}`}
      data-side={mine ? 'mine' : 'theirs'}
      data-group={place}
      data-pending={line.pendingId ? 'true' : undefined}
    >
      <div className={`${styles.bubble} ${line.type === 'text' ? '' : styles.media}`}>
        <span className="visually-hidden">{who}: </span>
        {line.type === 'text' ? (
          <TextMessage line={line} translatable={!mine && !line.pendingId} translateTo={translateTo} />
        ) : line.type === 'image' || line.type === 'gif' ? (
          <ImageMessage src={line.uploadImage} alt={mine ? t('yourPhoto') : t(line.type === 'gif' ? 'gifFrom' : 'photoFrom', { name: partnerName })} />
        ) : line.type === 'audio_msg' ? (
          <AudioMessage src={line.uploadImage} label={t('voiceMessage', { name: who })} />
        ) : (
          <FeedMessage feeds={line.feeds} />
        )}
        {line.pendingId || showsTime(place) ? (
          <span className={styles.meta}>
            {line.pendingId ? <span className={styles.pending}>{t('pending')}</span> : null}
            {showsTime(place) ? <time dateTime={new Date(line.chatTime * 1000).toISOString()}>{time}</time> : null}
          </span>
        ) : null}
      </div>
    </div>
  );
});
