import { describe, expect, it } from 'vitest';
import { appendLines, lineOfEntry, rowsOf, visibleLines, type ChatLine } from '@/features/chat/chat-lines';
import { enqueue } from '@/features/chat/outbox';

const day = (y: number, m: number, d: number, h = 12) => Math.floor(new Date(y, m - 1, d, h).getTime() / 1000);

function line(key: string, chatTime: number): ChatLine {
  return { key, type: 'text', cipher: key, senderId: '1', uploadImage: '', chatTime };
}

describe('chat lines', () => {
  it('one line per message however many ways it came', () => {
    const lines = appendLines([line('a', 1), line('b', 2)], [line('b', 2), line('c', 3), line('c', 3)]);
    expect(lines.map((l) => l.key)).toEqual(['a', 'b', 'c']);
  });

  it('pending messages follow the confirmed ones until the server shows them', () => {
    const outbox = enqueue([], { clientId: 'x', chatId: '1', senderId: '1', receiverId: '2', type: 'text', text: 'Hi', cipher: 'C', uploadImage: '', chatTime: '5' });
    const pending = visibleLines([line('a', 1)], outbox);
    expect(pending.map((l) => [l.plainText, l.pendingId])).toEqual([
      [undefined, undefined],
      ['Hi', 'x'],
    ]);
    const [first] = outbox;
    if (!first) throw new Error('nothing queued');
    const confirmed = lineOfEntry(first, false);
    expect(visibleLines([line('a', 1), confirmed], outbox).filter((l) => l.pendingId)).toEqual([]);
  });

  it('a day heading before the first message of each day', () => {
    const rows = rowsOf([line('a', day(2026, 3, 1)), line('b', day(2026, 3, 1, 18)), line('c', day(2026, 3, 2))]);
    expect(rows.map((row) => (row.kind === 'day' ? row.day : row.key))).toEqual(['2026-03-01', 'a', 'b', '2026-03-02', 'c']);
  });
});
