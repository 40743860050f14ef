import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeckScreen } from '@/features/deck/deck-screen';
import { SHORTCUTS_STORAGE_KEY } from '@/features/deck/keyboard-shortcuts';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { moveClock, useMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';
import { countCalls } from '../support/requests';
import { network } from '@mocks/controls/network';

/** The deck as the shell mounts it, with no 2 s wait (the delay itself is the stories' and e2e's). */
async function renderDeck(as: 'regular' | 'premium' = 'regular') {
  await renderScreen(
    <PremiumGateProvider>
      <DeckScreen revealDelayMs={0} />
    </PremiumGateProvider>,
    { as },
  );
  return screen.findByRole('article');
}

describe('deck screen', () => {
  it("spends the opening wait fetching the top card's photo, which the card then shows", async () => {
    const REVEAL_MS = 1500;
    const fetched: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          fetched.push(url);
        }
      },
    );
    useMovableClock();
    try {
      await renderScreen(
        <PremiumGateProvider>
          <DeckScreen revealDelayMs={REVEAL_MS} />
        </PremiumGateProvider>,
        { as: 'regular' },
      );
      await waitFor(() => expect(fetched.length).toBeGreaterThan(0));
      // Still the wait: the card area holds its skeleton, until the clock passes the wait.
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      await moveClock(REVEAL_MS);
      const top = await screen.findByRole('article');
      expect(top.querySelector('img')?.getAttribute('src')).toBe(fetched[0]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("the top card's name and info button open that person's profile", async () => {
    const top = await renderDeck();
    const name = top.getAttribute('aria-label') ?? '';
    const href = paths.peopleExplore.to({ userId: top.getAttribute('data-person-id') ?? '' });
    expect(within(top).getByRole('link', { name: `View ${name}'s profile` })).toHaveAttribute('href', href);
    expect(within(top).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    // One link per person on top only: the cards behind offer none.
    expect(screen.getAllByRole('link', { name: /^View .+'s profile$/ })).toHaveLength(1);
  });

  it('a second press while a like is on its way sends nothing', async () => {
    const first = await renderDeck();
    const likes = countCalls('webmatch');
    const like = screen.getByRole('button', { name: 'Like' });
    // Two presses in the same task, before React renders the pending state.
    act(() => {
      like.click();
      like.click();
    });
    expect(await screen.findByRole('dialog', { name: "It's a Match!" })).toBeInTheDocument();
    expect(likes.count).toBe(1);
    likes.stop();
    expect(first).not.toBeInTheDocument();
  });

  it('keyboard shortcuts decide, and send nothing once turned off', async () => {
    const first = await renderDeck();
    const nopes = countCalls('webunmatch');
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText(`You passed on ${first.getAttribute('aria-label') ?? ''}`)).toBeInTheDocument();
    expect(nopes.count).toBe(1);

    await user.click(screen.getByRole('switch', { name: 'Keyboard shortcuts' }));
    expect(localStorage.getItem(SHORTCUTS_STORAGE_KEY)).toBe('off');
    const top = screen.getByRole('article');
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByRole('article')).toBe(top);
    expect(nopes.count).toBe(1);
    nopes.stop();
  });

  it('another like refusal shows the server message and brings the card back', async () => {
    network.injectRefusal('webmatch', { message: 'This user is not available' });
    const first = await renderDeck();
    const name = first.getAttribute('aria-label') ?? '';
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This user is not available');
    expect(await screen.findByRole('article', { name })).toBeInTheDocument();
  });

  it('a premium rewind after a nope brings the person back, once', async () => {
    const first = await renderDeck('premium');
    const name = first.getAttribute('aria-label') ?? '';
    await userEvent.click(screen.getByRole('button', { name: 'Nope' }));
    await screen.findByText(`You passed on ${name}`);
    const undos = countCalls('webundomatch');
    await userEvent.click(screen.getByRole('button', { name: 'Rewind' }));
    expect(await screen.findByText('Last swipe undone')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rewind' }));
    expect(await screen.findByText('Swipe first: there is nothing to rewind')).toBeInTheDocument();
    expect(undos.count).toBe(1);
    undos.stop();
    expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  });
});
