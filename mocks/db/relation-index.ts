import { db } from './database';
import type { BlockRecord, LikeRecord, VisitRecord } from './records';
import type { ChatClearRecord, ChatFavoriteRecord } from './chat-records';
import type { NopeRecord } from './discovery-records';
import { groupedIndex, type GroupedIndex } from './grouped-index';

/**
 * The relations between members, by pair and by member (grouped-index.ts): what the chat list asks per
 * row and the counts per member, answered from the pair's or the member's own records (decision 016).
 */
const pair = (a: string, b: string) => `${a}|${b}`;

export const likesByPair = groupedIndex<LikeRecord>(db.likes, (like) => pair(like.from_id, like.to_id));
export const likesTo = groupedIndex<LikeRecord>(db.likes, (like) => like.to_id);
export const likesFrom = groupedIndex<LikeRecord>(db.likes, (like) => like.from_id);
export const nopesByPair = groupedIndex<NopeRecord>(db.nopes, (nope) => pair(nope.from_id, nope.to_id));
export const nopesFrom = groupedIndex<NopeRecord>(db.nopes, (nope) => nope.from_id);
export const blocksByPair = groupedIndex<BlockRecord>(db.blocks, (block) => pair(block.blocker_id, block.blocked_id));
export const blocksBy = groupedIndex<BlockRecord>(db.blocks, (block) => block.blocker_id);
export const blocksOf = groupedIndex<BlockRecord>(db.blocks, (block) => block.blocked_id);
export const visitsTo = groupedIndex<VisitRecord>(db.visits, (visit) => visit.visited_id);
export const favoritesByPair = groupedIndex<ChatFavoriteRecord>(db.chatFavorites, (favorite) => pair(favorite.user_id, favorite.favorite_user_id));
export const clearsByChatAndMember = groupedIndex<ChatClearRecord>(db.chatClears, (clear) => pair(clear.chat_id, clear.user_id));

export { pair };

interface Hooked<R> {
  hooks: {
    on(event: 'create', listener: (event: { data: { record: R } }) => void): unknown;
    on(event: 'update', listener: (event: { data: { prevRecord: R; nextRecord: R } }) => void): unknown;
    on(event: 'delete', listener: (event: { data: { deletedRecord: R } }) => void): unknown;
  };
}

function wire<R>(collection: Hooked<R>, ...indexes: GroupedIndex<R>[]): void {
  collection.hooks.on('create', ({ data }) => indexes.forEach((index) => index.created(data.record)));
  collection.hooks.on('update', ({ data }) => indexes.forEach((index) => index.updated(data.prevRecord, data.nextRecord)));
  collection.hooks.on('delete', ({ data }) => indexes.forEach((index) => index.deleted(data.deletedRecord)));
}

wire(db.likes, likesByPair, likesTo, likesFrom);
wire(db.nopes, nopesByPair, nopesFrom);
wire(db.blocks, blocksByPair, blocksBy, blocksOf);
wire(db.visits, visitsTo);
wire(db.chatFavorites, favoritesByPair);
wire(db.chatClears, clearsByChatAndMember);
