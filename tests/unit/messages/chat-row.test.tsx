import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatListItem } from '@/shared/api/contract/chat';
import { provideNow, resetNow } from '@/shared/lib/now';
import { ChatRow } from '@/features/messages/components/chat-row';
import { clock } from '@mocks/lib/clock';
import { renderScreen } from '../support/render';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A chat whose last message the fake server wrote at its own "now". */
function rowAt(epochMs: number): ChatListItem {
  return {
    chat_id: '1',
    user_id: '170',
    user_name: 'Lina',
    user_image: '',
    online: '0',
    block: 'false',
    favorite: 'false',
    message: '',
    imagename: '',
    chatTime: String(Math.floor(epochMs / 1000)),
  };
}

describe("the chat row's time follows the app's clock (the fake backend's in the demo)", () => {
  afterEach(() => {
    resetNow();
    clock.reset();
  });

  it("reads a message written at the fake clock's now as today's, after the controls moved the clock days ahead", async () => {
    clock.advance(3 * DAY_MS);
    provideNow(clock.now);
    await renderScreen(<ChatRow item={rowAt(clock.now())} favorite={false} onToggleFavorite={() => Promise.resolve()} />);
    const time = await screen.findByText(/^\d\d:\d\d$/);
    expect(time).toBeInTheDocument();
  });

  it("with the browser's clock the same message reads as a date three days ahead: the mismatch this fixes", async () => {
    clock.advance(3 * DAY_MS);
    await renderScreen(<ChatRow item={rowAt(clock.now())} favorite={false} onToggleFavorite={() => Promise.resolve()} />);
    expect(await screen.findByText(/^\d{1,2} [A-Z][a-z]+( \d{4})?$/)).toBeInTheDocument();
    expect(screen.queryByText(/^\d\d:\d\d$/)).not.toBeInTheDocument();
  });
});

describe("a chat row's star", () => {
  it('takes a double click as one press, even when its second click comes after the first call has answered', async () => {
    const toggle = vi.fn(() => Promise.resolve());
    await renderScreen(<ChatRow item={rowAt(Date.now())} favorite={false} onToggleFavorite={toggle} />);
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
