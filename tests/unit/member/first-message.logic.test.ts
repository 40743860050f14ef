import { describe, expect, it } from 'vitest';
import { outboxStorageKey, queueFirstMessage } from '@/shared/chat/first-message';
import { decryptMessage } from '@/shared/lib/message-cipher';
import { restore } from '@/features/chat/outbox';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const base = { chatId: 'c9', senderId: '1', receiverId: '151', now: 1_795_000_000_000, clientId: 'x1' };

describe('queueFirstMessage (the match dialog\'s first words, sent by the chat\'s outbox)', () => {
  it('queues the trimmed text, encrypted, in the chat outbox the chat screen restores', () => {
    const storage = memoryStorage();
    expect(queueFirstMessage(storage, { ...base, text: '  Hi Jordan!  ' })).toBe(true);
    const saved = JSON.parse(storage.getItem(outboxStorageKey('c9')) ?? '[]');
    const [entry] = restore(saved);
    expect(entry).toMatchObject({ clientId: 'x1', chatId: 'c9', senderId: '1', receiverId: '151', type: 'text', text: 'Hi Jordan!', uploadImage: '', chatTime: '1795000000', state: 'queued', attempts: 0 });
    expect(decryptMessage(entry?.cipher ?? '')).toBe('Hi Jordan!');
  });

  it('queues nothing for an empty or blank field', () => {
    const storage = memoryStorage();
    expect(queueFirstMessage(storage, { ...base, text: '   ' })).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('keeps what was already waiting and does not queue the same message twice', () => {
    const storage = memoryStorage({ [outboxStorageKey('c9')]: JSON.stringify([{ clientId: 'old', text: 'earlier' }]) });
    queueFirstMessage(storage, { ...base, text: 'Hi' });
    queueFirstMessage(storage, { ...base, text: 'Hi' });
    const saved = JSON.parse(storage.getItem(outboxStorageKey('c9')) ?? '[]') as { clientId: string }[];
    expect(saved.map((entry) => entry.clientId)).toEqual(['old', 'x1']);
  });

  it('starts afresh when the stored outbox is unreadable', () => {
    const storage = memoryStorage({ [outboxStorageKey('c9')]: '{not json' });
    queueFirstMessage(storage, { ...base, text: 'Hi' });
    expect(JSON.parse(storage.getItem(outboxStorageKey('c9')) ?? '[]')).toHaveLength(1);
  });
});
