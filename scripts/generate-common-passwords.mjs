// Writes packages/domain/src/common-passwords.json: the most common passwords that are long enough to
// pass the length rule (shorter ones are refused anyway), most common first.
//
// Source: the ranked password list of the npm package @zxcvbn-ts/language-common (MIT), drawn from
// public breach corpora. To regenerate:
//   cd /tmp && npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/generate-common-passwords.mjs /tmp/package/src/passwords.json
import { readFileSync, writeFileSync } from 'node:fs';

const COUNT = 10_000;
const MIN_LENGTH = 8; // PASSWORD_MIN_LENGTH in packages/domain/src/constants.ts

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/generate-common-passwords.mjs <path to @zxcvbn-ts/language-common src/passwords.json>');
  process.exit(1);
}
const ranked = JSON.parse(readFileSync(source, 'utf8'));
const seen = new Set();
for (const password of ranked) {
  const normalized = String(password).toLowerCase();
  if (normalized.length >= MIN_LENGTH) seen.add(normalized);
  if (seen.size === COUNT) break;
}
const target = new URL('../packages/domain/src/common-passwords.json', import.meta.url);
writeFileSync(target, `[\n${[...seen].map((password) => JSON.stringify(password)).join(',\n')}\n]\n`);
console.log(`wrote ${seen.size} passwords to ${target.pathname}`);
