import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { renderScreen } from '../support/render';

/** How often "404" stands in what the page shows, read out or not. */
function timesShown(text: string): number {
  return (document.body.textContent ?? '').split(text).length - 1;
}

describe('the 404 page', () => {
  it('says "404" once, in the heading, then the sorry line', async () => {
    await renderScreen(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 page not found' })).toBeInTheDocument();
    expect(screen.getByText('We are sorry but the page you are looking for does not exist.')).toBeInTheDocument();
    expect(timesShown('404')).toBe(1);
  });

  it('inside the signed-in shell too (/app/NotFound)', async () => {
    await renderScreen(<AppRoutes />, { route: '/app/NoSuchScreen', as: 'regular' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 page not found' })).toBeInTheDocument();
    expect(screen.getByText('We are sorry but the page you are looking for does not exist.')).toBeInTheDocument();
    expect(timesShown('404')).toBe(1);
  });
});
