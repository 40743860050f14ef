/**
 * When the demo notice shows: to a visitor who has not dismissed it yet, and again to
 * anyone whose URL says `?notice=on` (a reviewer showing it to someone else).
 */
export const NOTICE_DISMISSED_KEY = 'amora_demo_notice_dismissed';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function shouldShowNotice(search: string, storage: Storage): boolean {
  if (new URLSearchParams(search).get('notice') === 'on') {
    storage.removeItem(NOTICE_DISMISSED_KEY);
    return true;
  }
  return storage.getItem(NOTICE_DISMISSED_KEY) !== '1';
}

/** Remembered in the browser, so the notice does not come back on the next page or visit. */
export function dismissNotice(storage: Storage): void {
  storage.setItem(NOTICE_DISMISSED_KEY, '1');
}
