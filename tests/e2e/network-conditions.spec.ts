import { expect, test } from './fixtures';

/**
 * Network conditions in the fake backend (mocks/controls/network-conditions.ts, docs/product/fake-backend-and-demo.md#controls):
 * the state link `?network=offline` opens the page with the network gone, as a browser on a train has it, and the
 * controls bring it back. What the app does about it is judged in its own journeys (offline.spec.ts).
 */

// The browser prints each call the dropped network failed, as it does on a real one (the app's own checklicense too).
test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED \(.*\/api\/checklicense/] });

/** A call of the contract sent from the page, as the app sends one: what came of it. */
function callFromThePage(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() =>
    fetch(new URL('api/checklicense', document.baseURI), { method: 'POST', body: new URLSearchParams({ hostname: location.hostname }) }).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => (error instanceof TypeError ? 'TypeError' : String(error)),
    ),
  );
}

test('?network=offline fails a call in the page as a dropped network, and navigator.onLine reads false, until set online again', async ({ page, network }) => {
  await page.goto('login?network=offline');
  await expect.poll(() => network.current()).toBe('offline');
  // The link's parameter is gone from the address: a reload does not take the network away again.
  await expect(page).toHaveURL(/\/web\/login$/);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  expect(await callFromThePage(page)).toBe('TypeError');

  const cameBack = page.evaluate(() => new Promise<boolean>((resolve) => window.addEventListener('online', () => resolve(navigator.onLine), { once: true })));
  await network.set('online');
  expect(await cameBack).toBe(true);
  expect(await callFromThePage(page)).toBe('answered 200');
});
