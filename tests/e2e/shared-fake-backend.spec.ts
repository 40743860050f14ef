import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, callInPage, fakeBackendReady } from './helpers';

/**
 * One fake backend for every tab, and storage that holds what members upload
 * (docs/decisions/010-one-fake-backend-for-every-tab.md): what a person does in ordinary use, with two
 * tabs and phone photos, is kept as a server keeps it.
 */

const MB = 1024 * 1024;

interface Profile {
  bio: string;
  job: string;
  imagess: string[];
}

async function profileOf(page: Page): Promise<Profile> {
  return (await callInPage<{ result: Profile }>(page, 'webprofile')).result;
}

/**
 * Uploads a photo of `bytes` made in the page: a real PNG (it decodes and shows) followed by padding, as
 * a phone's photo weighs megabytes. Answers the upload's answer.
 */
async function uploadPhoto(page: Page, bytes: number, shade: number): Promise<{ status: string; message?: string; imageurl?: string }> {
  return page.evaluate(
    async ({ bytes, shade }) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 48;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = `hsl(${shade} 70% 50%)`;
      context.fillRect(0, 0, 48, 48);
      const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'));
      const file = new File([png, new Uint8Array(bytes - png.size)], `phone-${shade}.png`, { type: 'image/png' });
      const form = new FormData();
      form.append('user_id', localStorage.getItem('session_userid') ?? '');
      form.append('file', file);
      form.append('language', 'en');
      const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
      return (await (await fetch('/api/uploadimageweb', { method: 'POST', body: form, headers })).json()) as { status: string; message?: string; imageurl?: string };
    },
    { bytes, shade },
  );
}

/** Whether every image at these addresses loads and decodes in the page. */
async function allDecode(page: Page, urls: string[]): Promise<boolean> {
  return page.evaluate(async (sources) => {
    const decoded = await Promise.all(
      sources.map(async (source) => {
        const image = new Image();
        image.src = source;
        return image.decode().then(
          () => image.naturalWidth > 0,
          () => false,
        );
      }),
    );
    return decoded.every(Boolean);
  }, urls);
}

/** A second tab of the same browser (the same origin's storage), opened at `path` and ready. */
async function secondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(at(path));
  await fakeBackendReady(other);
  return other;
}

test('a write in one tab is what another tab reads next, without a reload', async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.profile);
  const other = await secondTab(page, paths.profile);
  const jobBefore = (await profileOf(other)).job;
  expect(await callInPage(page, 'websetprofile', { job: 'Written in the first tab' })).toMatchObject({ status: 'true' });
  expect((await profileOf(other)).job).toBe('Written in the first tab');
  expect(jobBefore).not.toBe('Written in the first tab');
  // And the second tab's screens show it once they ask again, as from a server.
  await other.reload();
  await expect(other.getByRole('main').getByText(/Written in the first tab/)).toBeVisible();
});

test('two tabs each save a part of the profile: both are kept through a reload', async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.profile);
  const other = await secondTab(page, paths.profile);
  expect(await callInPage(page, 'websetprofile', { bio: 'Bio from tab one' })).toMatchObject({ status: 'true' });
  expect(await callInPage(other, 'websetprofile', { job: 'Job from tab two' })).toMatchObject({ status: 'true' });
  await page.reload();
  await fakeBackendReady(page);
  expect(await profileOf(page)).toMatchObject({ bio: 'Bio from tab one', job: 'Job from tab two' });
  await expect(page.getByRole('main').getByText(/Job from tab two/)).toBeVisible();
});

test('a message sent in one tab shows at once in the other tab of the same member', async ({ page, signedInAs }) => {
  const conversation = paths.chat.to({ receiverId: '170', chatId: '1' });
  await signedInAs('regular', conversation);
  const other = await secondTab(page, conversation);
  const input = page.getByLabel('Type a message');
  await input.fill('Sent from the first tab');
  await input.press('Enter');
  await expect(page.locator('[data-side="mine"]').filter({ hasText: 'Sent from the first tab' })).toBeVisible();
  await expect(other.locator('[data-side="mine"]').filter({ hasText: 'Sent from the first tab' })).toBeVisible();
});

test('five 5 MB phone photos and a new bio are all there after a reload', async ({ page, signedInAs }) => {
  test.slow(); // 25 MB made, sent and stored in the page, then read back
  await signedInAs('regular', paths.profile);
  const start = (await profileOf(page)).imagess.length;
  for (let shade = 0; start + shade < 5; shade += 1) {
    expect(await uploadPhoto(page, 5 * MB - 1024, shade * 60)).toMatchObject({ status: 'true', message: 'Added new photo' });
  }
  expect(await callInPage(page, 'websetprofile', { bio: 'After the photos' })).toMatchObject({ status: 'true' });
  await page.reload();
  await fakeBackendReady(page);
  const profile = await profileOf(page);
  expect(profile).toMatchObject({ bio: 'After the photos' });
  expect(profile.imagess).toHaveLength(5);
  expect(await allDecode(page, profile.imagess)).toBe(true);
});

test('a chat with twenty images keeps them all through a reload', async ({ page, signedInAs }) => {
  const conversation = paths.chat.to({ receiverId: '170', chatId: '1' });
  await signedInAs('regular', conversation);
  const sent = await page.evaluate(async (count) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
    const userId = localStorage.getItem('session_userid') ?? '';
    const urls: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 32;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = `hsl(${index * 18} 70% 50%)`;
      context.fillRect(0, 0, 32, 32);
      const dataUrl = canvas.toDataURL('image/png');
      const upload = JSON.stringify({ file: dataUrl, language: 'en' });
      const uploaded = await fetch('/api/uploadimagechat', { method: 'POST', body: upload, headers: { ...headers, 'Content-Type': 'application/json' } });
      const answer = (await uploaded.json()) as { imageurl: string };
      const message = new FormData();
      const fields = { sender_id: userId, chat_id: '1', receiver_id: '170', message: '', upload_image: answer.imageurl, chat_time: String(Math.floor(Date.now() / 1000) + index), language: 'en' };
      for (const [key, value] of Object.entries(fields)) message.append(key, value);
      await fetch('/api/websendmessage', { method: 'POST', body: message, headers });
      urls.push(answer.imageurl);
    }
    return urls;
  }, 20);
  expect(new Set(sent).size).toBe(20);
  await page.reload();
  await fakeBackendReady(page);
  const stored = await callInPage<{ chats: { upload_image: string }[] }>(page, 'webgetchatmessage', { chat_id: '1' });
  const images = stored.chats.map((message) => message.upload_image).filter((url) => sent.includes(url));
  expect(images).toHaveLength(20);
  expect(await allDecode(page, images)).toBe(true);
});

test('a photo the storage has no room for is refused plainly, and nothing accepted is lost', async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.profile);
  expect(await callInPage(page, 'websetprofile', { bio: 'Kept before the storage filled' })).toMatchObject({ status: 'true' });
  const photosBefore = (await profileOf(page)).imagess;
  // A phone nearly full: 2 MB of room left (the controls: Chromium's CDP quota override does not reach IndexedDB).
  await page.evaluate((bytes) => window.__amora?.limitStorageRoom(bytes), 2 * MB);
  expect(await uploadPhoto(page, 4 * MB, 200)).toEqual(
    expect.objectContaining({ status: 'false', message: 'Storage is full: this was not saved. Try a smaller photo.' }),
  );
  await page.reload();
  await fakeBackendReady(page);
  expect(await profileOf(page)).toMatchObject({ bio: 'Kept before the storage filled', imagess: photosBefore });
});
