import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { blocksBy, blocksByPair, likesByPair, likesFrom, likesTo, pair, visitsTo } from '@mocks/db/relation-index';
import { toggleBlock } from '@mocks/domain/chat-pairs';
import { unfriend } from '@mocks/domain/matches';
import { recordVisit } from '@mocks/domain/visits';
import { clock } from '@mocks/lib/clock';
import { signIn } from '@mocks/testing/sign-in';

/** The relations' indexes (decision 016) answer what a scan of the collections would, in the collections' order. */
const ME = '1';
const PARTNER = '170';

function agree() {
  expect(likesTo.get(ME)).toEqual(db.likes.findMany((q) => q.where({ to_id: ME })));
  expect(likesFrom.get(ME)).toEqual(db.likes.findMany((q) => q.where({ from_id: ME })));
  expect(likesByPair.get(pair(ME, PARTNER))).toEqual(db.likes.findMany((q) => q.where({ from_id: ME, to_id: PARTNER })));
  expect(blocksBy.get(ME)).toEqual(db.blocks.findMany((q) => q.where({ blocker_id: ME })));
  expect(visitsTo.get(PARTNER)).toEqual(db.visits.findMany((q) => q.where({ visited_id: PARTNER })));
}

describe('the relations indexes', () => {
  it('agree with a scan through likes, an unfriend, blocks, visits moved in time and a cleared collection', async () => {
    await signIn('regular');
    agree();
    await db.likes.create({ from_id: ME, to_id: '120', type: 'superlike', at: clock.now() });
    await unfriend(ME, PARTNER);
    await toggleBlock(ME, '171');
    await recordVisit(ME, PARTNER);
    clock.advance(60_000);
    await recordVisit(ME, PARTNER);
    await db.likes.update((q) => q.where({ from_id: ME, to_id: '120' }), {
      data(like) {
        like.to_id = PARTNER;
      },
    });
    agree();
    expect(blocksByPair.get(pair(ME, '171'))).toHaveLength(1);
    db.likes.clear();
    db.blocks.clear();
    agree();
    expect(likesTo.get(ME)).toEqual([]);
  });
});
