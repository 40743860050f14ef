import { relative, resolve, sep } from 'node:path';

/**
 * `import url from '…/photo.svg?no-inline'` in a build of the fake backend for Node: the URL the module runner (Vite's
 * dev server) gives, `<base><path from the root>?no-inline`, such as `/web/fixtures/photos/person-01-2.svg?no-inline`,
 * which the standalone server serves from fixtures/ (mocks/server.ts), instead of a hashed file the build would emit.
 * The saved data folders and the seed's snapshot hold these URLs: they must not change with the way the code is loaded.
 */
export function fixtureUrlsAsServedPlugin({ root, base }) {
  const top = resolve(root);
  return {
    name: 'amora:fixture-urls-as-served',
    enforce: 'pre',
    load(id) {
      const [file = '', query] = id.split('?');
      if (query !== 'no-inline' || !file.startsWith(top + sep)) return undefined;
      const path = relative(top, file).split(sep).join('/');
      return `export default ${JSON.stringify(`${base}${path}?${query}`)};`;
    },
  };
}
