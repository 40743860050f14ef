import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/router';
import { paths, publicHelpPage, type PathName } from '@/shared/routing/paths';

describe('the path table builders', () => {
  it('fill the five profile views and the chat with their ids', () => {
    expect(paths.peopleExplore.to({ userId: '12' })).toBe('/app/PeopleNear/PeopleExplore/12');
    expect(paths.visitorProfile.to({ userId: '12' })).toBe('/app/Visitors/VisitorNew/12');
    expect(paths.matchProfile.to({ userId: '12' })).toBe('/app/Friends/FriendsNew/12');
    expect(paths.superLikeProfile.to({ userId: '12' })).toBe('/app/FriendRequest/FriendRequestNew/12');
    expect(paths.likeProfile.to({ userId: '12' })).toBe('/app/LikeRequest/LikeRequestNew/12');
    expect(paths.chat.to({ receiverId: '7', chatId: '31' })).toBe('/app/Message/MessageNew/7/31');
    expect(paths.helpPage.to({ id: '2' })).toBe('/app/Help/2');
  });

  it('encode ids, so an id with a slash, a space or a query stays one segment', () => {
    expect(paths.likeProfile.to({ userId: 'a/b c?d#e' })).toBe('/app/LikeRequest/LikeRequestNew/a%2Fb%20c%3Fd%23e');
    expect(paths.chat.to({ receiverId: 'é', chatId: '../x' })).toBe('/app/Message/MessageNew/%C3%A9/..%2Fx');
    expect(publicHelpPage('6')).toBe('/helpmain?id=6');
    expect(publicHelpPage('a&b=c')).toBe('/helpmain?id=a%26b%3Dc');
  });

  it('give the router back the ids it built', () => {
    const built = paths.chat.to({ receiverId: 'a/b', chatId: 'c d' });
    const match = matchRoutes([{ path: paths.chat.pattern }], built);
    expect(match?.[0]?.params).toEqual({ receiverId: 'a/b', chatId: 'c d' });
  });
});

describe('the route table', () => {
  const leafOf = (path: string) => matchRoutes(routeTable, path)?.at(-1)?.route.path;

  it('serves every path of the table with its own route, never the 404 fallback', () => {
    const samples = (Object.keys(paths) as PathName[]).map((name) => {
      const entry = paths[name];
      return typeof entry === 'string' ? new URL(entry, 'http://x').pathname : entry.pattern.replace(/:\w+/g, '1');
    });
    for (const path of samples) expect(leafOf(path), path).not.toBe('*');
  });

  it('routes both spellings of the aliases', () => {
    expect(leafOf(paths.settingsAlias)).toBe(paths.settings);
    expect(leafOf(paths.superLikesAlias)).toBe(paths.superLikesAlias);
    expect(leafOf(paths.superLikes)).toBe(paths.superLikes);
  });

  it('sends an unknown /app path to /app/NotFound and any other path to the 404 page', () => {
    expect(leafOf('/app/NoSuchScreen')).toBe('*');
    expect(leafOf('/nowhere')).toBe('*');
  });
});
