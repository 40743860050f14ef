import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { useChatHub } from '@/shared/chat/use-chat-hub';
import { encryptMessage } from '@/shared/lib/message-cipher';
import { now } from '@/shared/lib/now';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { paths } from '@/shared/routing/paths';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { storageKeys } from '@/shared/session/storage-keys';
import { NoticeBanner } from '@/shared/ui/notice';
import { QueryState, LOADER_DELAY_MS } from '@/shared/ui/query-state';
import { useBlockStatus } from './api/use-block-status';
import { useChatHistory } from './api/use-chat-history';
import { useChatPartner } from './api/use-chat-partner';
import { useUploadChatPhoto } from './api/use-upload-chat-photo';
import { BlockStatusFailed } from './components/block-status-failed';
import { ChatHeader } from './components/chat-header';
import { ConnectionNotice } from './components/connection-notice';
import { Composer } from './components/composer';
import { MatchOpening } from './components/match-opening';
import { ListSkeleton } from './components/list-skeleton';
import { MessageList } from './components/message-list';
import { TranslationPicker } from './components/translation-picker';
import { TypingIndicator } from './components/typing-indicator';
import { useOutbox } from './use-outbox';
import { useReconnecting } from './use-reconnecting';
import { useTypingSignal } from './use-typing-signal';
import { appendLines, lineOfEntry, lineOfEvent, lineOfHistory, rowsOf, visibleLines, type ChatLine } from './chat-lines';
import styles from './chat-view.module.css';

export interface ChatViewProps {
  userId: string;
  partnerId: string;
  chatId: string;
}

/**
 * The three-dot menu (its dropdown and dialogs, some 18 KB gzip) loads beside the screen rather than
 * inside its chunk: the conversation draws first, and a same-size space holds the menu's place meanwhile.
 */
const ChatMenu = lazy(() => import('./components/chat-menu').then((module) => ({ default: module.ChatMenu })));

const draftKey = (chatId: string) => `${storageKeys.chatDraft}:${chatId}`;

function takeDraft(chatId: string): string {
  const draft = sessionStorage.getItem(draftKey(chatId)) ?? '';
  sessionStorage.removeItem(draftKey(chatId));
  return draft;
}

export function ChatView({ userId, partnerId, chatId }: ChatViewProps) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const partner = useChatPartner(userId, partnerId, chatId);
  const block = useBlockStatus(userId, chatId);
  const own = useOwnProfile();
  const history = useChatHistory(userId, chatId);
  const uploadPhoto = useUploadChatPhoto();
  const hub = useChatHub();
  const reconnecting = useReconnecting(hub);
  const banner = useNotice(NOTICE_MS.error);
  const [live, setLive] = useState<ChatLine[]>([]);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const [draft] = useState(() => takeDraft(chatId));
  const [translateTo, setTranslateTo] = useState(() => localStorage.getItem(storageKeys.chatTransLang) ?? i18n.language);
  const partnerName = partner.data?.result.user_name ?? '';
  const typing = useTypingSignal(hub, { chatid: chatId, sender_id: userId, receiver_id: partnerId });

  const outbox = useOutbox({
    chatId,
    language: translateTo,
    hub,
    onDelivered: (entry) => setLive((lines) => appendLines(lines, [lineOfEntry(entry, false)])),
    // A refused send (status 'false') goes back to the chat list (docs/product/flows.md#chat); its text waits as this chat's draft.
    // Not when the refusal ended the session ('Invalid access'): the member's keys are gone by then, and the draft goes with them.
    onRefused: (entry, message) => {
      if (entry.type === 'text' && message !== INVALID_ACCESS) sessionStorage.setItem(draftKey(chatId), entry.text);
      outbox.clear();
      void navigate(paths.messages);
    },
  });
  const { confirmEcho, wake } = outbox;
  const { refetch: refetchHistory } = history;

  useEffect(() => {
    if (!hub) return;
    const offMessage = hub.on('message', (event) => {
      wake();
      if (event.chat_id !== chatId) return;
      const line = lineOfEvent(event);
      confirmEcho({ chatId, senderId: line.senderId, chatTime: event.message.chatTime, cipher: line.cipher, uploadImage: line.uploadImage });
      if (line.senderId === partnerId) setPartnerTyping(false);
      setLive((lines) => appendLines(lines, [line]));
      // The member sees the partner's message as it comes: reading the history again marks it read on the server,
      // which refreshes the count and the list's row with it (useChatHistory), the row now previewing this message.
      if (line.senderId === partnerId) void refetchHistory();
    });
    const offTyping = hub.on('typing', (parties, on) => {
      wake();
      if (parties.chatid === chatId && parties.receiver_id === userId && parties.sender_id === partnerId) setPartnerTyping(on);
    });
    const offError = hub.on('error', (error) => console.warn('[chat]', error.message));
    // What the partner sent while the channel was down never came on it: read the history again once it is back.
    let dropped = false;
    const offDropped = hub.on('disconnected', () => {
      dropped = true;
    });
    const offConnected = hub.on('connected', () => {
      wake();
      if (dropped) void refetchHistory();
      dropped = false;
    });
    return () => {
      offDropped();
      offConnected();
      offMessage();
      offTyping();
      offError();
    };
  }, [hub, chatId, userId, partnerId, confirmEcho, wake, refetchHistory]);

  const historyLines = useMemo(() => (history.data?.chats ?? []).map((message) => lineOfHistory(message, chatId)), [history.data, chatId]);
  const confirmed = useMemo(() => appendLines(historyLines, live), [historyLines, live]);
  const rows = useMemo(() => rowsOf(visibleLines(confirmed, outbox.outbox)), [confirmed, outbox.outbox]);
  const waitingOffline = history.data === undefined && history.fetchStatus === 'paused' && outbox.outbox.length > 0;

  function chooseLanguage(language: string) {
    setTranslateTo(language);
    localStorage.setItem(storageKeys.chatTransLang, language);
  }

  function queue(type: 'text' | 'image', text: string, uploadImage: string) {
    typing.stop();
    outbox.enqueue({
      clientId: crypto.randomUUID(),
      chatId,
      senderId: userId,
      receiverId: partnerId,
      type,
      text,
      cipher: type === 'text' ? encryptMessage(text) : '',
      uploadImage,
      // The app's now (the fake clock in the demo), as the server's own times are written.
      chatTime: String(Math.floor(now() / 1000)),
    });
  }

  async function sendImage(file: File): Promise<string | undefined> {
    try {
      const answer = await uploadPhoto(await dataUrlOf(file));
      queue('image', '', answer.imageurl);
      return undefined;
    } catch (error) {
      return refusalMessage(error) ?? t('actionFailed');
    }
  }

  const blockedNote = block.data === 'blockedMe' ? t('blockedYou') : block.data === 'blockedByMe' ? t('unblockToMessage') : undefined;

  return (
    // A region of its own: beside the chat list (the split view) the page holds two, the list and this conversation.
    <section className={styles.screen} aria-label={t('region')}>
      <ChatHeader partner={partner.data?.result} onRetry={partner.isError ? () => void partner.refetch() : undefined}>
        <TranslationPicker value={translateTo} onChange={chooseLanguage} />
        <Suspense fallback={<span className={styles.menuPlace} />}>
          <ChatMenu userId={userId} partnerId={partnerId} chatId={chatId} partnerName={partnerName} block={block.data} onFailed={() => banner.show(t('actionFailed'))} />
        </Suspense>
      </ChatHeader>
      <NoticeBanner notice={banner.notice} />
      <div className={styles.body}>
        {waitingOffline ? (
          // Opened offline, the history waits for the network; what the member writes meanwhile shows, waiting to send.
          <MessageList rows={rows} myId={userId} partnerName={partnerName} translateTo={translateTo} />
        ) : (
          <QueryState query={history} loaderDelayMs={LOADER_DELAY_MS.lists} loadingLabel={t('loading')} skeleton={<ListSkeleton />} errorText={t('loadError')}>
            {() =>
              rows.length > 0 ? (
                <MessageList rows={rows} myId={userId} partnerName={partnerName} translateTo={translateTo} />
              ) : (
                <MatchOpening partnerName={partnerName} partnerPhoto={partner.data?.result.images} ownPhoto={own.data?.images} />
              )
            }
          </QueryState>
        )}
      </div>
      {block.isError ? <BlockStatusFailed onRetry={() => void block.refetch()} /> : null}
      <ConnectionNotice reconnecting={reconnecting} />
      <TypingIndicator name={partnerName} typing={partnerTyping && !blockedNote} />
      <Composer key={draft} initialText={draft} blockedNote={blockedNote} onSendText={(text) => queue('text', text, '')} onSendImage={sendImage} onKey={typing.keyPressed} />
    </section>
  );
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
