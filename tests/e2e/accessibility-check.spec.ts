import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/** The journeys' accessibility check itself: it must see a violation, on a first and on a later scan of one page. */
test('the accessibility check fails on a nameless button, scan after scan, and honours what a test leaves out', async ({ page }) => {
  const withButton = (button: string) => `<html lang="en"><head><title>Check</title></head><body><main>${button}</main></body></html>`;
  await page.setContent(withButton('<button></button>'));
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/critical: button-name/);
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/critical: button-name/);
  await expectNoSeriousA11yViolations(page, { disableRules: ['button-name'] });
  await expectNoSeriousA11yViolations(page, { exclude: ['button'] });
  await page.setContent(withButton('<button>Go</button>'));
  await expectNoSeriousA11yViolations(page);
});

/** A page with a frame is scanned by AxeBuilder, inside the frame too, with the same rules and result types. */
test('the accessibility check sees a nameless button inside a frame', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><iframe title="Inner" srcdoc="<html lang=en><title>Inner</title><main><button></button></main></html>"></iframe></main></body></html>',
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/critical: button-name/);
  await expectNoSeriousA11yViolations(page, { disableRules: ['button-name'] });
});
