import { useParams } from 'react-router';
import { useSignedInSession } from '@/shared/session/use-session';
import { ChatView } from './chat-view';

/** /app/Message/MessageNew/{receiverid}/{chatid}: the chat with one match. */
export function ChatScreen() {
  const { receiverId = '', chatId = '' } = useParams();
  const { userId } = useSignedInSession();
  // Another chat is another conversation: nothing of this one's state carries over.
  return <ChatView key={`${receiverId}/${chatId}`} userId={userId} partnerId={receiverId} chatId={chatId} />;
}
