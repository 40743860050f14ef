import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatListItem } from '@/shared/api/contract/chat';
import { ChatRow } from '@/features/messages/components/chat-row';
import { renderScreen } from '../support/render';

const chat: ChatListItem = {
  chat_id: '1',
  user_id: '170',
  user_name: 'Lina',
  user_image: '',
  online: '0',
  block: 'false',
  favorite: 'false',
  message: '',
  imagename: '',
  chatTime: '0',
};

describe("a chat row's star", () => {
  it('takes a double click as one press, even when its second click comes after the first call has answered', async () => {
    const toggle = vi.fn(() => Promise.resolve());
    await renderScreen(<ChatRow item={chat} favorite={false} onToggleFavorite={toggle} />);
    const star = await screen.findByRole('button', { name: 'Favorite Lina' });

    fireEvent.click(star, { detail: 1 });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'));
    // The double click's second click, on a busy machine: the first press has settled, so the guard is open.
    fireEvent.click(star, { detail: 2 });
    expect(toggle).toHaveBeenCalledTimes(1);

    // A key press (detail 0) and a later lone click each toggle.
    fireEvent.click(star, { detail: 0 });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'));
    fireEvent.click(star, { detail: 1 });
    expect(toggle).toHaveBeenCalledTimes(3);
  });
});
