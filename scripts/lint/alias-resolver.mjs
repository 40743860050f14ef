/**
 * The import resolver eslint-plugin-boundaries uses (`import/resolver`, interface version 2; eslint-module-utils
 * loads it with require(), which takes an ES module from Node 20.19 on). It finds the file behind a relative
 * import or one of tsconfig.json's path aliases (`@/`, `@mocks/`, `@fixtures/`, `@locales/`), so the boundaries
 * rule knows which layer an import reaches. Packages resolve as Node resolves them; one that does not is still
 * an external package to the plugin. An alias or relative path to a missing file resolves to where it points,
 * so its layer is known (the type check reports the missing file). A query (`?url`, `?raw`) is dropped.
 */
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
/** `["@/", "<root>/src/"]` for `"@/*": ["./src/*"]`, and so on. */
const aliases = Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
  alias.replace(/\*$/, ''),
  path.join(root, target.replace(/\*$/, '')),
]);
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'];

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file at `base`, with or without an extension, or its folder's index file. */
function fileAt(base) {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find(isFile) ?? null;
}

export const interfaceVersion = 2;

export function resolve(source, file) {
  const request = source.replace(/[?#].*$/, '');
  const alias = aliases.find(([prefix]) => request.startsWith(prefix));
  let base = null;
  if (request.startsWith('.') || path.isAbsolute(request)) base = path.resolve(path.dirname(file), request);
  else if (alias) base = alias[1] + request.slice(alias[0].length);
  if (base === null && isBuiltin(request)) return { found: true, path: null };
  if (base === null) {
    try {
      return { found: true, path: require.resolve(request, { paths: [path.dirname(file)] }) };
    } catch {
      return { found: false };
    }
  }
  return { found: true, path: fileAt(base) ?? base };
}
