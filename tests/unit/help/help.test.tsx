import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberHelpScreen } from '@/features/help/member-help-screen';
import { PublicHelpPage } from '@/features/help/public-help-page';
import { paths, publicHelpPage } from '@/shared/routing/paths';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../support/render';
import { network } from '@mocks/controls/network';

describe('the public help page', () => {
  it('lists the titles and shows the first page, with the social links', async () => {
    await renderScreen(<PublicHelpPage />, { route: paths.publicHelp, path: paths.publicHelp });
    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Terms and Conditions',
      'Safety Tips',
      'Privacy Policy',
      'Premium Membership',
      'Contact Us',
      'Community Guidelines',
    ]);
    expect(within(topics).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amora on Facebook' })).toHaveAttribute('href', 'https://facebook.com/amora');
    expect(screen.getByRole('link', { name: 'Amora on Twitter' })).toHaveAttribute('href', 'https://twitter.com/amora');
    expect(screen.getByRole('link', { name: 'Amora on Google' })).toHaveAttribute('href', 'https://google.com/search?q=amora');
  });

  // Sanitizing is checked in Chromium (tests/e2e/help.spec.ts): DOMPurify misreads happy-dom's parser.
  it('shows the page chosen with ?id=', async () => {
    await renderScreen(<PublicHelpPage />, { route: publicHelpPage('6'), path: paths.publicHelp });
    const article = (await screen.findByRole('heading', { level: 2, name: 'Community Guidelines' })).closest('article');
    if (!article) throw new Error('no article');
    expect(within(article).getByText('Be yourself: no fake profiles.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the pages cannot be loaded', async () => {
    network.injectCallFault('webhelppages', 'network-failure');
    await renderScreen(<PublicHelpPage />, { route: paths.publicHelp, path: paths.publicHelp });
    expect(await screen.findByRole('alert')).toHaveTextContent('The help pages could not be loaded.');
    network.injectCallFault('webhelppages', null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
  });
});

describe('the signed-in help page', () => {
  const routes = { [paths.notFound]: <h1>404 page not found</h1> };

  it('shows the page named in the path', async () => {
    await signIn('regular');
    await renderScreen(<MemberHelpScreen />, { route: paths.helpPage.to({ id: '2' }), path: paths.helpPage.pattern, routes });
    expect(await screen.findByRole('heading', { level: 2, name: 'Safety Tips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Safety Tips' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.helpPage.to({ id: '3' }));
  });

  it('goes to /app/NotFound for a page the server does not know', async () => {
    await signIn('regular');
    await renderScreen(<MemberHelpScreen />, { route: paths.helpPage.to({ id: '99' }), path: paths.helpPage.pattern, routes });
    expect(await screen.findByRole('heading', { name: '404 page not found' })).toBeInTheDocument();
  });

  it('goes to /app/NotFound when the pages cannot be loaded', async () => {
    await signIn('regular');
    network.injectRefusal('webhelppages', { message: 'Invalid request' });
    await renderScreen(<MemberHelpScreen />, { route: paths.help, path: paths.help, routes });
    expect(await screen.findByRole('heading', { name: '404 page not found' })).toBeInTheDocument();
  });
});
