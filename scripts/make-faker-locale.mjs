#!/usr/bin/env node
/**
 * Writes mocks/factories/faker-locale.json: the only locale data the fake
 * backend's generators read, French over English exactly as `[fr, en]` would
 * merge it. The demo then ships a few KB of names instead of faker's whole
 * English and French data (about 466 KB minified), and every seed gives the
 * same people as before (tests/unit/fake-backend/faker-locale.logic.test.ts proves it).
 *
 * It records which definitions faker reads while buildMember runs over many
 * seeds. Run it again after a generator starts using another faker method:
 *   node scripts/make-faker-locale.mjs
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Faker, en, fr } from '@faker-js/faker';
import { importWithViteAliases } from './run-typescript.mjs';

const SEEDS = 5000;
const output = fileURLToPath(new URL('../mocks/factories/faker-locale.json', import.meta.url));

const read = new Set();

/** The locale with each entry wrapped: reading anything inside an entry records `category.entry`. */
function recording(locale) {
  const wrapped = {};
  for (const [category, entries] of Object.entries(locale)) {
    wrapped[category] = {};
    for (const [entry, value] of Object.entries(entries ?? {})) {
      const name = `${category}.${entry}`;
      wrapped[category][entry] =
        value !== null && typeof value === 'object'
          ? new Proxy(value, {
              get(target, key, receiver) {
                read.add(name);
                return Reflect.get(target, key, receiver);
              },
            })
          : value;
    }
  }
  return wrapped;
}

const { buildMember } = await importWithViteAliases('./mocks/factories/member.ts');
const faker = new Faker({ locale: [recording(fr), recording(en)] });
for (let seed = 1; seed <= SEEDS; seed += 1) {
  faker.seed(seed);
  buildMember({ faker });
}

// Entry by entry, the first locale that has it wins: faker's own merge of [fr, en].
const subset = {};
for (const name of [...read].sort()) {
  const [category, entry] = name.split('.');
  subset[category] ??= {};
  subset[category][entry] = fr[category]?.[entry] ?? en[category][entry];
}
writeFileSync(output, `${JSON.stringify(subset, null, 1)}\n`);
console.log(`${[...read].sort().join(', ')}\n-> ${output} (${JSON.stringify(subset).length} bytes)`);
