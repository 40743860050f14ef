import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_TEXTS } from '@/member/texts';

const MEMBER = 'src/member';

/** The namespaces a source file asks for: useTranslation('ns'), useTranslation(['a', 'b']), t('ns:key'). */
function namespacesOf(source: string): string[] {
  const asked = [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g)].flatMap(([, list = '']) => [...list.matchAll(/'([^']+)'/g)].map(([, ns]) => ns ?? ''));
  const prefixed = [...source.matchAll(/\bt\(\s*'([A-Za-z]+):/g)].map(([, ns]) => ns ?? '');
  return [...asked, ...prefixed];
}

describe('the member layer’s texts', () => {
  it('are all loaded with the shell: no piece of the layer suspends a signed-in screen a second time', () => {
    const used = new Set(
      readdirSync(MEMBER, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .flatMap((file) => namespacesOf(readFileSync(join(MEMBER, file), 'utf8'))),
    );
    // 'common' ships with the first page.
    used.delete('common');
    expect([...used].sort()).toEqual([...MEMBER_TEXTS].sort());
  });
});
