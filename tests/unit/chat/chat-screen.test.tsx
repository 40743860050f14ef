import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatScreen } from '@/features/chat/chat-screen';
import { useCounts } from '@/member/session/api/use-counts';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { db } from '@mocks/db/database';
import { fakePorts } from '@mocks/fakes';
import { READING_MS, TYPING_MAX_MS } from '@mocks/people/partner-replies';
import { seededChat, type SeededChatName } from '@mocks/seed/demo-chat-names';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';
import { countCalls } from '../support/requests';

/** The chat screen on the regular demo member's seeded chats, by name (mocks/seed/demo-chat-names.ts). */
const PNG_BYTES = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

function openChat(name: SeededChatName) {
  const { chatId, partnerId: receiverId } = seededChat(name);
  return renderScreen(<ChatScreen />, {
    as: 'regular',
    route: paths.chat.to({ receiverId, chatId }),
    path: paths.chat.pattern,
    routes: { [paths.messages]: <p>The chat list</p>, [paths.helpPage.pattern]: <p>A help page</p> },
  });
}

/** The sidebar's Messages count, as the shell shows it beside the chat (the split view keeps both on screen). */
function MessagesCount() {
  return <output aria-label="Messages count">{useCounts().data?.message ?? ''}</output>;
}

/** The partner reads, types, then answers (mocks/people/partner-replies.ts) within this time. */
const PARTNER_REPLIES_WITHIN_MS = READING_MS + TYPING_MAX_MS;

/** The seeded chat most rows open: texts both ways. */
const hiking = seededChat('hiking');

const messageInput = () => screen.getByLabelText('Type a message');

function storedTexts(chatId: string) {
  return db.messages.findMany((q) => q.where({ chat_id: chatId }));
}

beforeEach(() => {
  providePorts(fakePorts);
});

afterEach(() => {
  stopFakeChatServer();
  network.clear();
  requestLog.clear();
});

// The product's own timings (2 s idle, notices of 2 and 4 s) are judged on a clock the test moves on: no row
// needs more than the run's own time limit.
describe('chat screen', () => {
  it('shows the partner, the messages by type, and each date as day, month-name year', async () => {
    await openChat('sharedPost');
    expect(await screen.findByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    expect(await screen.findByText('Sunday at the market')).toBeInTheDocument();
    expect(screen.getByText('Shared post')).toBeInTheDocument();
    expect(screen.getByText('Great photo! Which market is it?')).toBeInTheDocument();
    expect(screen.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
    expect(screen.getByText(/^(Online|Last seen .+)$/)).toBeInTheDocument();
  });

  it('reading the chat refreshes the count beside it, and a reply seen as it comes is read too', async () => {
    const { chatId, memberId, partnerId: receiverId } = seededChat('concert');
    useMovableClock();
    await renderScreen(
      <>
        <MessagesCount />
        <ChatScreen />
      </>,
      { as: 'regular', route: paths.chat.to({ receiverId, chatId }), path: paths.chat.pattern, routes: { [paths.messages]: <p>The chat list</p> } },
    );
    // Its two unread texts leave the count once the history is read (the other unread chat keeps its two).
    await waitFor(() => expect(screen.getByRole('status', { name: 'Messages count' })).toHaveTextContent(/^2$/));
    const reads = countCalls('webgetchatmessage');
    const before = storedTexts(chatId).length;
    await userOnMovableClock().type(messageInput(), 'Hello again{Enter}');
    // The partner answers within a few seconds (mocks/people/partner-replies.ts): the clock passes them as soon as the
    // text is stored. The history is read again, so the reply is read.
    await waitFor(() => expect(storedTexts(chatId)).toHaveLength(before + 1));
    await moveClock(PARTNER_REPLIES_WITHIN_MS);
    await waitFor(() => expect(reads.count).toBe(1));
    reads.stop();
    await waitFor(() => expect(db.messages.findMany((q) => q.where({ chat_id: chatId, receiver_id: memberId, read: false }))).toHaveLength(0));
    expect(screen.getByRole('status', { name: 'Messages count' })).toHaveTextContent(/^2$/);
  });

  it('shows a photo message as an image', async () => {
    await openChat('photo');
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', expect.stringMatching(/\S/));
  });

  it('the partner blocked me: "This User has Blocked you", the input disabled', async () => {
    await openChat('blockedByPartner');
    expect(await screen.findByText('This User has Blocked you')).toBeInTheDocument();
    expect(messageInput()).toBeDisabled();
  });

  it('I blocked them: "Unblock to message", and the menu offers Unblock', async () => {
    await openChat('blockedByMember');
    expect(await screen.findByText('Unblock to message')).toBeInTheDocument();
    expect(messageInput()).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('sends a text: encrypted on the way, shown at once, 500 characters at most', async () => {
    await openChat('hiking');
    await screen.findByText('Do you like hiking?');
    expect(messageInput()).toHaveAttribute('maxLength', '500');
    await userEvent.type(messageInput(), 'See you at eight{Enter}');
    expect(messageInput()).toHaveValue('');
    expect(await screen.findByText('See you at eight')).toBeInTheDocument();
    await waitFor(() => expect(storedTexts(hiking.chatId)).toHaveLength(5));
    const last = storedTexts(hiking.chatId).at(-1);
    expect(last?.message.startsWith('U2FsdGVkX1')).toBe(true);
    expect(last?.message).not.toContain('See you');
  });

  it("tells the partner 'type' on the first key and 'untype' after 2 s idle", async () => {
    useMovableClock();
    await openChat('hiking');
    await screen.findByText('Do you like hiking?');
    await userOnMovableClock().type(messageInput(), 'Hel');
    const typingEvents = () => requestLog.entries().filter((entry) => entry.kind === 'chat' && entry.name === 'typing').map((entry) => entry.outcome);
    await waitFor(() => expect(typingEvents()).toEqual(['type']));
    // Idle for 1.5 s (the checks above took some of the clock's real time): still typing; at 2 s, no longer.
    await moveClock(1500);
    expect(typingEvents()).toEqual(['type']);
    await moveClock(500);
    await waitFor(() => expect(typingEvents()).toEqual(['type', 'untype']));
  });

  describe('the error catalogue for the chat (docs/product/messages.md#chat)', () => {
    it('a blank or whitespace-only text: "Please enter the message" for 2 s, nothing sent', async () => {
      useMovableClock();
      await openChat('hiking');
      await screen.findByText('Do you like hiking?');
      const user = userOnMovableClock();
      await user.type(messageInput(), '   ');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the message');
      // Still there 1 s in (the test took some of the clock's real time to see it), gone at 2 s.
      await moveClock(1000);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter the message');
      await moveClock(1000);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(storedTexts(hiking.chatId)).toHaveLength(4);
    });

    it('an empty image selection: "Select a image"', async () => {
      const { container } = await openChat('hiking');
      await screen.findByText('Do you like hiking?');
      const fileInput = container.querySelector('input[type="file"]');
      if (!(fileInput instanceof HTMLInputElement)) throw new Error('no file input');
      fireEvent.change(fileInput, { target: { files: [] } });
      expect(await screen.findByRole('alert')).toHaveTextContent('Select a image');
    });

    it('a file that is not png, jpg, jpeg or gif: "Sorry, Invalid file!"', async () => {
      await openChat('hiking');
      await screen.findByText('Do you like hiking?');
      await userEvent.upload(screen.getByLabelText('Attach an image'), new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
      expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, Invalid file!');
    });

    it('an accepted image (any case) goes through uploadimagechat and shows', async () => {
      await openChat('hiking');
      await screen.findByText('Do you like hiking?');
      await userEvent.upload(screen.getByLabelText('Attach an image'), new File([PNG_BYTES], 'DOT.PnG', { type: 'image/png' }));
      expect(await screen.findByRole('img', { name: 'Your photo' })).toBeInTheDocument();
      await waitFor(() => expect(storedTexts(hiking.chatId).at(-1)?.type).toBe('image'));
    });

    it("the upload refused by the server: the server's message for 4 s", async () => {
      network.injectRefusal('uploadimagechat', { message: 'The image server is full' });
      useMovableClock();
      await openChat('hiking');
      await screen.findByText('Do you like hiking?');
      await userOnMovableClock().upload(screen.getByLabelText('Attach an image'), new File([PNG_BYTES], 'dot.png', { type: 'image/png' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The image server is full');
      // Gone after its 4 s, not after the 2 s of the other notes: still there 3 s in (the test took some of the
      // clock's real time to see it), gone at 4 s.
      await moveClock(3000);
      expect(screen.getByRole('alert')).toHaveTextContent('The image server is full');
      await moveClock(1000);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("a send refused (status 'false') goes to /app/Message, and the text waits as the chat's draft", async () => {
      await openChat('hiking');
      await screen.findByText('Do you like hiking?');
      // The partner blocks the member while the chat is open: the server refuses the next send.
      await db.blocks.create({ blocker_id: hiking.partnerId, blocked_id: hiking.memberId, at: Date.now() });
      await userEvent.type(messageInput(), 'Are you there?{Enter}');
      expect(await screen.findByText('The chat list')).toBeInTheDocument();
      expect(sessionStorage.getItem(`chatDraft:${hiking.chatId}`)).toBe('Are you there?');
    });

    it('the history fails to load: a message and a retry that loads it', async () => {
      network.injectCallFault('webgetchatmessage', 'server-error');
      await openChat('hiking');
      expect(await screen.findByText('The chat could not be loaded.')).toBeInTheDocument();
      network.injectCallFault('webgetchatmessage', null);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Do you like hiking?')).toBeInTheDocument();
    });
  });

  it("the partner's details fail to load: a retry in the header, the conversation still there", async () => {
    network.injectCallFault('webprofile', 'server-error');
    await openChat('hiking');
    expect(await screen.findByText('Do you like hiking?')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    network.injectCallFault('webprofile', null);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
  });

  it('a message sent while the channel is down waits as pending, then arrives once', async () => {
    await openChat('hiking');
    await screen.findByText('Do you like hiking?');
    network.injectCallFault('websendmessage', 'network-failure');
    network.injectChatFault('message', 'network-failure');
    await userEvent.type(messageInput(), 'First{Enter}');
    await userEvent.type(messageInput(), 'Second{Enter}');
    await waitFor(() => expect(screen.getAllByText('Waiting to send…')).toHaveLength(2));
    expect(storedTexts(hiking.chatId)).toHaveLength(4);
    network.clear();
    await waitFor(() => expect(screen.queryByText('Waiting to send…')).not.toBeInTheDocument());
    expect(storedTexts(hiking.chatId)).toHaveLength(6);
    const list = screen.getByRole('log');
    expect(within(list).getAllByText(/^(First|Second)$/).map((node) => node.textContent)).toEqual(['First', 'Second']);
  });

  it('the menu: Clear Chat after a confirm returns to the chat list', async () => {
    await openChat('hiking');
    await screen.findByText('Do you like hiking?');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear Chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The chat list')).toBeInTheDocument();
  });

  it('the menu: Safety Tips opens help page 2', async () => {
    await openChat('hiking');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Safety Tips' }));
    expect(await screen.findByText('A help page')).toBeInTheDocument();
  });

  it('a received text shows translated on demand, in the language kept as chatTransLang', async () => {
    await openChat('hiking');
    await screen.findByText('Do you like hiking?');
    const picker = screen.getByLabelText('Translate messages to');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, 'de');
    expect(localStorage.getItem('chatTransLang')).toBe('de');
    const bubble = screen.getByText('Do you like hiking?').closest('[data-side]');
    if (!(bubble instanceof HTMLElement)) throw new Error('no bubble');
    await userEvent.click(within(bubble).getByRole('button', { name: 'Translate' }));
    expect(await within(bubble).findByText('[de] Do you like hiking?')).toBeInTheDocument();
  });
});
