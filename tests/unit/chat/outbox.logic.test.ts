import { describe, expect, it } from 'vitest';
import {
  enqueue,
  entryOfEcho,
  markFailed,
  markSending,
  nextAttemptAt,
  nextToSend,
  remove,
  restore,
  retryDelay,
  wake,
  RETRY_MAX_MS,
  type NewEntry,
  type Outbox,
} from '@/features/chat/outbox';

function entry(n: number): NewEntry {
  return { clientId: `c${n}`, chatId: '1', senderId: '1', receiverId: '170', type: 'text', text: `Text ${n}`, cipher: `cipher-${n}`, uploadImage: '', chatTime: String(1000 + n) };
}

function queued(...numbers: number[]): Outbox {
  return numbers.reduce<Outbox>((outbox, n) => enqueue(outbox, entry(n)), []);
}

describe('chat outbox', () => {
  it('keeps one entry per client id, in the order queued', () => {
    const outbox = enqueue(queued(1, 2), entry(1));
    expect(outbox.map((e) => e.clientId)).toEqual(['c1', 'c2']);
  });

  it('sends the oldest first, one at a time', () => {
    let outbox = queued(1, 2, 3);
    expect(nextToSend(outbox, 0)?.clientId).toBe('c1');
    outbox = markSending(outbox, 'c1');
    // c2 waits while c1 is in flight: the server must store them in order.
    expect(nextToSend(outbox, 0)).toBeUndefined();
    outbox = remove(outbox, 'c1');
    expect(nextToSend(outbox, 0)?.clientId).toBe('c2');
  });

  it('after a failure waits, growing up to a cap, and the entries behind wait too', () => {
    let outbox = markFailed(markSending(queued(1, 2), 'c1'), 'c1', 10_000);
    expect(outbox[0]).toMatchObject({ clientId: 'c1', state: 'queued', attempts: 1 });
    expect(nextToSend(outbox, 10_000)).toBeUndefined();
    expect(nextAttemptAt(outbox)).toBe(10_000 + retryDelay(1));
    expect(nextToSend(outbox, 10_000 + retryDelay(1))?.clientId).toBe('c1');
    for (let attempt = 0; attempt < 10; attempt += 1) outbox = markFailed(outbox, 'c1', 0);
    expect(retryDelay(11)).toBe(RETRY_MAX_MS);
    expect(retryDelay(2)).toBeGreaterThan(retryDelay(1));
  });

  it('wake makes what waits due at once', () => {
    const outbox = wake(markFailed(queued(1), 'c1', 50_000));
    expect(nextToSend(outbox, 0)?.clientId).toBe('c1');
    const untouched = queued(1);
    expect(wake(untouched)).toBe(untouched);
  });

  it('recognises its own echo by chat, sender, time, text as sent and image', () => {
    const outbox = queued(1, 2);
    expect(entryOfEcho(outbox, { chatId: '1', senderId: '1', chatTime: '1002', cipher: 'cipher-2', uploadImage: '' })?.clientId).toBe('c2');
    expect(entryOfEcho(outbox, { chatId: '1', senderId: '1', chatTime: '1002', cipher: 'cipher-1', uploadImage: '' })).toBeUndefined();
    expect(entryOfEcho(outbox, { chatId: '2', senderId: '1', chatTime: '1002', cipher: 'cipher-2', uploadImage: '' })).toBeUndefined();
  });

  it('a confirmed entry leaves; removing twice changes nothing', () => {
    const once = remove(queued(1, 2), 'c1');
    expect(remove(once, 'c1')).toEqual(once);
    expect(once.map((e) => e.clientId)).toEqual(['c2']);
  });

  it('after a reload, an entry in flight is queued again and due now', () => {
    const saved = markFailed(markSending(queued(1, 2), 'c1'), 'c1', 99_000);
    const restored = restore(markSending(saved, 'c1'));
    expect(restored.map((e) => [e.clientId, e.state, e.notBefore])).toEqual([
      ['c1', 'queued', 0],
      ['c2', 'queued', 0],
    ]);
  });

  it('20 messages through a flaky channel arrive once each, in order', () => {
    // A server that stores what reaches it, recognising repeats, and a channel that fails every third attempt.
    const stored: string[] = [];
    let outbox = queued(...Array.from({ length: 20 }, (_, i) => i + 1));
    let now = 0;
    let attempt = 0;
    while (outbox.length > 0) {
      const next = nextToSend(outbox, now);
      if (!next) {
        now = nextAttemptAt(outbox) ?? now;
        continue;
      }
      outbox = markSending(outbox, next.clientId);
      attempt += 1;
      const lost = attempt % 3 === 0;
      // Half the lost attempts reached the server and only the answer was lost.
      if (!lost || attempt % 2 === 0) if (!stored.includes(next.cipher)) stored.push(next.cipher);
      outbox = lost ? markFailed(outbox, next.clientId, now) : remove(outbox, next.clientId);
    }
    expect(stored).toEqual(Array.from({ length: 20 }, (_, i) => `cipher-${i + 1}`));
  });
});
