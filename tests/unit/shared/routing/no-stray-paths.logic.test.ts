import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';

/**
 * The table is the one place a route is written: a path typed out elsewhere is
 * missed the day the table changes. This reads the app's and the fake backend's
 * sources and fails on any quoted route of the table.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/mocks/**/*.{ts,tsx}', '!/src/shared/routing/paths.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const routes = Object.values(paths)
  .map((entry) => (typeof entry === 'string' ? entry : entry.pattern))
  .filter((path) => path !== '/')
  .map((path) => path.split('?')[0] ?? path);
const quoted = new RegExp(`['"\`]/?(${routes.map((path) => path.slice(1).split('/')[0]).join('|')})(/[^'"\`]*)?['"\`]`);

describe('route strings', () => {
  it('are written only in the path table', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const strays = Object.entries(sources).flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) => (quoted.test(line) && !line.trimStart().startsWith('*') && !line.trimStart().startsWith('//') ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(strays).toEqual([]);
  });
});
