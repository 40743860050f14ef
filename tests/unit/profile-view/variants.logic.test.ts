import { describe, expect, it } from 'vitest';
import { actionsOf, backPathOf, likeSent, photosOf, superLikeStep, variantRules } from '@/features/profile-view/variants';
import { paths } from '@/shared/routing/paths';

describe('the profile views of others', () => {
  it('offer like, super like and dislike on the deck, likes and super likes views, whatever the relation', () => {
    for (const variant of ['explore', 'like', 'superLike'] as const) {
      for (const send_match of ['0', '1', '3']) {
        expect(actionsOf(variant, { send_match })).toEqual({ like: true, superLike: true, dislike: true, unfriend: false, message: false });
      }
    }
  });

  it('offer the visitor view like, super like and dislike until matched, then unfriend', () => {
    expect(actionsOf('visitor', { send_match: '0' })).toMatchObject({ like: true, superLike: true, dislike: true, unfriend: false });
    expect(actionsOf('visitor', { send_match: '3' })).toMatchObject({ like: true, unfriend: false });
    expect(actionsOf('visitor', { send_match: '1' })).toEqual({ like: false, superLike: false, dislike: false, unfriend: true, message: false });
  });

  it('offer the match view unfriend and the message shortcut only', () => {
    expect(actionsOf('match', { send_match: '1' })).toEqual({ like: false, superLike: false, dislike: false, unfriend: true, message: true });
  });

  it('go back to their own list; PeopleExplore to Find new people when the page marker is not 1', () => {
    expect(backPathOf('explore', null)).toBe(paths.peopleNear);
    expect(backPathOf('explore', '1')).toBe(paths.peopleNear);
    expect(backPathOf('explore', '2')).toBe(paths.findNewPeople);
    expect(backPathOf('visitor', '2')).toBe(paths.visitors);
    expect(backPathOf('superLike', null)).toBe(paths.superLikes);
    expect(backPathOf('like', null)).toBe(paths.likes);
    expect(backPathOf('match', null)).toBe(paths.matches);
  });

  it('fail to /app/NotFound, except the likes view which goes to /login', () => {
    expect(variantRules.like.failure).toBe('signOut');
    for (const variant of ['explore', 'visitor', 'superLike', 'match'] as const) expect(variantRules[variant].failure).toBe('notFound');
    expect(variantRules.like.unreportKey).toBe('unreportLikes');
    expect(variantRules.like.declineNotice).toBe(true);
  });

  it('keep like and super like inactive once sent here, or pending or matched on the server', () => {
    expect(likeSent({ send_match: '0' }, false)).toBe(false);
    expect(likeSent({ send_match: '0' }, true)).toBe(true);
    expect(likeSent({ send_match: '3' }, false)).toBe(true);
    expect(likeSent({ send_match: '1' }, false)).toBe(true);
  });

  it("buy super likes when the check says status true with count '0', else confirm", () => {
    expect(superLikeStep({ status: 'true', superlike_count: '0' })).toBe('buy');
    expect(superLikeStep({ status: 'true', superlike_count: '3' })).toBe('confirm');
    expect(superLikeStep({ status: 'false', superlike_count: '0' })).toBe('confirm');
  });

  it('fall back to the main image, then to none', () => {
    expect(photosOf({ imagess: ['a.jpg', 'b.jpg'], user_image: 'a.jpg' })).toEqual(['a.jpg', 'b.jpg']);
    expect(photosOf({ imagess: [], user_image: 'main.jpg' })).toEqual(['main.jpg']);
    expect(photosOf({ imagess: [''], user_image: '' })).toEqual([]);
  });
});
