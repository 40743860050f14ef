import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { promisify } from 'node:util';
import { fileURLToPath, URL as NodeUrl } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOURCES_FILE } from '../../../../scripts/mock-server/build-server.mjs';
import { serverBuildEnvironment, serverBuildInputs } from '../../../../scripts/mock-server/built-server.mjs';
import { fixtureUrlsAsServedPlugin } from '../../../../scripts/mock-server/fixture-urls-as-served.mjs';
import { inputsKey } from '../../../../scripts/vite/cache-by-inputs.mjs';
import { PROCESS_START_MS } from '../../support/waits';

/**
 * `npm run mock-server` starts from a build of the fake backend kept for a state of its sources
 * (scripts/mock-server/built-server.mjs, docs/decisions/027-mock-server-built-once.md): a change to anything the
 * build read makes a new one, and the build answers as the module runner did.
 */
const run = promisify(execFile);
// Node's URL: the test environment's own builds no file: URLs.
const root = fileURLToPath(new NodeUrl('../../../..', import.meta.url));
const MODE = 'development';

/** Runs `code` (an ES module) in a Node process of its own at the project's root, and reads what it prints as JSON. */
async function inNode<T>(code: string): Promise<T> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', code], { cwd: root });
  return JSON.parse(stdout) as T;
}

/** The kept build's folder, built here if this tree's build is not kept yet (a fresh clone, an edit since). */
const keptBuild = () =>
  inNode<string>(`import { builtServerFolder } from './scripts/mock-server/built-server.mjs'; console.log(JSON.stringify(await builtServerFolder({ root: process.cwd() })));`);

/** Whether `path` (relative to the root) lies in one of `inputs` (folders or files). */
const covered = (path: string, inputs: string[]) => inputs.some((input) => path === input || path.startsWith(`${input}/`));

describe('the kept build', () => {
  it(
    'reads nothing outside its inputs: a change to any file it was built from makes a new build',
    async () => {
      const folder = await keptBuild();
      const sources = JSON.parse(await readFile(join(folder, SOURCES_FILE), 'utf8')) as string[];
      const files = sources.filter((source) => !source.startsWith('\0'));
      // The packages' files are bundled too, wherever they are installed (node_modules may be a link to elsewhere, its
      // files then named by their real paths): the lockfile, an input, pins each one's version.
      const projectFiles = files.filter((file) => !/(^|[\\/])node_modules[\\/]/.test(file));
      expect(projectFiles.length).toBeGreaterThan(100);
      expect(files.length).toBeGreaterThan(projectFiles.length);
      expect(projectFiles.filter((file) => !covered(file, serverBuildInputs(MODE)))).toEqual([]);
      // Its virtual modules: the seed's snapshot, made from inputs the build's include, and the bundler's own
      // runtime (a dynamic import's helpers), made by the bundler the lockfile pins.
      const virtual = sources.filter((source) => source.startsWith('\0'));
      expect(virtual.filter((source) => !source.startsWith('\0rolldown/'))).toEqual(['\0virtual:amora/seed-snapshot']);
      expect(serverBuildInputs(MODE)).toContain('package-lock.json');
      const seedPlugin = await readFile(join(root, 'scripts/vite/seed-snapshot-plugin.ts'), 'utf8');
      const seedInputs = JSON.parse(/const INPUTS = (\[[^\]]*\])/.exec(seedPlugin)?.[1]?.replaceAll("'", '"') ?? 'null') as string[] | null;
      expect(seedInputs?.filter((input) => !covered(input, serverBuildInputs(MODE)))).toEqual([]);
    },
    6 * PROCESS_START_MS,
  );

  it("maps a trace's line of the project to its TypeScript file, and a package's line to none", async () => {
    const folder = await keptBuild();
    const code = (await readFile(join(folder, 'server.js'), 'utf8')).split('\n');
    const map = new SourceMap(JSON.parse(await readFile(join(folder, 'server.js.map'), 'utf8')) as SourceMapPayload);
    // Node's own lookup, as it reads a trace: an unmapped place gives an entry without a source.
    const sourceAt = (line: number, column: number) => {
      const entry = map.findEntry(line, column);
      return 'originalSource' in entry ? entry.originalSource : undefined;
    };
    const originOf = (pattern: RegExp) => {
      const line = code.findIndex((text) => pattern.test(text));
      expect(line, String(pattern)).toBeGreaterThan(-1);
      return { line, source: sourceAt(line, code[line]?.search(/\S/) ?? 0) };
    };
    const project = originOf(/^async function startMockServer\(/);
    expect(project.source).toMatch(/\/mocks\/server\.ts$/);
    // engine.io's server, bundled after the project's first modules: unmarked, its line would take the name of the
    // project's line mapped last before it.
    const firstMapped = code.findIndex((_, line) => sourceAt(line, 0) !== undefined);
    const packageLine = originOf(/^\s*var Server = class Server extends BaseServer \{/);
    expect(packageLine.line).toBeGreaterThan(firstMapped);
    expect(packageLine.source).toBeUndefined();
  });

  it('names each fixture as the module runner did, `/web/fixtures/…?no-inline`: the seed and the saved data folders hold these URLs', async () => {
    // What Vite's module runner answered for mocks/lib/photos.ts when the build replaced it (decision 027).
    const plugin = fixtureUrlsAsServedPlugin({ root, base: '/web/' });
    const load = plugin.load as (id: string) => string | undefined;
    expect(load(join(root, 'fixtures/photos/person-01-2.svg?no-inline'))).toBe('export default "/web/fixtures/photos/person-01-2.svg?no-inline";');
    expect(load(join(root, 'fixtures/icons/dating.svg?no-inline'))).toBe('export default "/web/fixtures/icons/dating.svg?no-inline";');
    // Anything else is left to the build, which stops rather than emit a file elsewhere (build-server.mjs).
    expect(load(join(root, 'fixtures/icons/dating.svg'))).toBeUndefined();
    expect(load('/elsewhere/fixtures/icons/dating.svg?no-inline')).toBeUndefined();
  });
});

describe("the build's key", () => {
  let project: string;
  const key = (env: Record<string, string> = {}, mode = MODE) => inputsKey(project, serverBuildInputs(mode), serverBuildEnvironment(mode, env));
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(project, path)), { recursive: true });
    await writeFile(join(project, path), text);
  };
  // One file of each kind the server is built from: its sources, the app's contract, the seed, fixtures, texts, the config.
  const INPUT_FILES = [
    'mocks/server.ts',
    'mocks/handlers/profile.ts',
    'mocks/seed/make-seed-snapshot.ts',
    'src/shared/api/contract/profile.ts',
    'fixtures/recorded/seed-7.json',
    'fixtures/photos/person-01-2.svg',
    'locales/en/common.json',
    'vite.config.ts',
    'scripts/vite/seed-snapshot-plugin.ts',
    'scripts/mock-server/build-server.mjs',
    'package-lock.json',
    'tsconfig.json',
    '.env.development',
  ];

  beforeEach(async () => {
    project = await mkdtemp(join(tmpdir(), 'amora-server-build-'));
    for (const file of INPUT_FILES) await write(file, `first ${file}`);
  });

  afterEach(() => rm(project, { recursive: true, force: true }));

  it.each(INPUT_FILES)('changes with %s', async (file) => {
    const before = await key();
    await write(file, `second ${file}`);
    expect(await key()).not.toBe(before);
  });

  it('changes with a file added to the sources, the mode, a VITE_ variable or a production NODE_ENV; not with a file outside', async () => {
    const before = await key();
    await write('README.md', 'not read by the build');
    await write('tests/e2e/journey.spec.ts', 'not read by the build');
    expect(await key()).toBe(before);
    expect(await key({ NODE_ENV: 'test', HOME: '/elsewhere' })).toBe(before);
    expect(await key({ VITE_API_URL: 'http://127.0.0.1:4000/api/' })).not.toBe(before);
    expect(await key({ NODE_ENV: 'production' })).not.toBe(before);
    expect(await key({}, 'bench')).not.toBe(before);
    await write('mocks/handlers/new-call.ts', 'export {};');
    expect(await key()).not.toBe(before);
  });
});
