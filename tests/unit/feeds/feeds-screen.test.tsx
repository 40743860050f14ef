import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FeedsScreen } from '@/features/feeds/feeds-screen';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { renderScreen } from '../support/render';
import { countCalls } from '../support/requests';
import { network } from '@mocks/controls/network';

const render = () => renderScreen(<FeedsScreen />, { as: 'regular', route: paths.feeds });

async function firstEntry() {
  const [entry] = await screen.findAllByRole('article');
  if (!entry) throw new Error('no feed entry');
  return entry;
}

// Each test signs in and renders the screen on the fake backend: slow on a loaded machine.
describe('the feed screen', () => {
  it('likes an entry with one request, however often it is pressed, and it stays liked', async () => {
    await render();
    const entry = await firstEntry();
    const likes = countCalls('webfeedlike');
    const feeds = countCalls('webfeeds');
    const like = within(entry).getByRole('button', { name: /^Like .+'s update$/ });
    const user = userEvent.setup();
    await user.tripleClick(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    // The feed reloads after the like and says liked too.
    await waitFor(() => expect(feeds.count).toBe(1));
    await user.click(like);
    expect(likes.count).toBe(1);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    likes.stop();
    feeds.stop();
  });

  it("shows the server's refusal of a like, and the button stays unliked", async () => {
    network.injectRefusal('webfeedlike', { message: 'Feed not found' });
    await render();
    const like = within(await firstEntry()).getByRole('button', { name: /^Like / });
    await userEvent.setup().click(like);
    expect(await screen.findByRole('alert')).toHaveTextContent('Feed not found');
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages the feed by 8 with Load More, until the whole list shows', async () => {
    await render();
    await firstEntry();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    const user = userEvent.setup();
    while (screen.queryByRole('button', { name: 'Load More' })) {
      const before = screen.getAllByRole('article').length;
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      const after = screen.getAllByRole('article').length;
      // A whole last page shows the button once more (the lists' rule); that press adds nothing and ends it.
      expect(after - before).toBeGreaterThanOrEqual(0);
      expect(after - before).toBeLessThanOrEqual(8);
    }
    expect(screen.getAllByRole('article').length).toBeGreaterThan(8);
  });

  it('says "No Feeds" for an empty feed', async () => {
    server.use(http.post('*/api/webfeeds', () => HttpResponse.json({ status: 'true', feeds: [] })));
    await render();
    expect(await screen.findByText('No Feeds')).toBeInTheDocument();
  });

  it('offers a retry when the feed cannot load', async () => {
    network.injectCallFault('webfeeds', 'network-failure');
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The feeds could not be loaded');
    network.injectCallFault('webfeeds', null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(8);
  });
});
