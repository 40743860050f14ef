import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../support/render';

/** Where the router stands, as the address bar would show it. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const app = (
  <>
    <AppRoutes />
    <AddressBar />
  </>
);

describe("the guards' redirects keep the query", () => {
  it('from a signed-in page to the login', async () => {
    await renderScreen(app, { route: '/app/Visitors?seed=3&controls=on' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/login?seed=3&controls=on');
  });

  it('from the login to People Near, for a member', async () => {
    await signIn('regular');
    await renderScreen(app, { route: '/login?tab=signup&controls=on' });
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/PeopleNear?tab=signup&controls=on');
  });
});
