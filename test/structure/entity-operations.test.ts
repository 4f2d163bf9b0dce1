// unit: needs no DynamoDB Local (vitest.config.ts)
/**
 * #44 §2: entities own their operations (shared/db/operations.ts). Outside `shared/db`, no file
 * builds a DynamoDB request by hand:
 * - `command`: no `new <DynamoDB command>(` (GetCommand, PutCommand, UpdateCommand, QueryCommand…);
 * - `expression`: no `ConditionExpression:` / `UpdateExpression:` property (a string, or one put
 *   together by hand);
 * - `cast`: no cast (`as X`, but `as const`) in a `*-store.ts` file: a store reads through its
 *   entity's parse, never by asserting a type.
 * The files not converted yet are listed in TO_CONVERT with the rules they still break; the list
 * only shrinks: an entry that no longer breaks its rule fails too, so it is taken off when its
 * file is converted (docs/contributing.md, "How a store reads and writes").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as documentClient from '@aws-sdk/lib-dynamodb';
import * as lowLevelClient from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
type Rule = 'command' | 'expression' | 'cast';

/**
 * The files still to convert, and what they still do by hand: none since #44 §2 was finished (the
 * deploy record, last, became an entity). A store that writes by hand fails the rules below.
 */
const TO_CONVERT: Record<string, readonly Rule[]> = {};

const COMMANDS = new Set([...Object.keys(documentClient), ...Object.keys(lowLevelClient)].filter((name) => /^[A-Z]\w*Command$/.test(name)));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(ROOT, 'shared/db') ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code without its comments and the contents of its string literals (so prose never counts). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, (literal) => `${literal[0]}${literal[0]}`);
}

/** The rules a file breaks. */
export function broken(path: string, text: string): Rule[] {
  const source = code(text);
  const out: Rule[] = [];
  const commands = [...source.matchAll(/\bnew\s+(\w+)\s*\(/g)].filter((m) => COMMANDS.has(m[1]!));
  if (commands.length) out.push('command');
  if (/\b(ConditionExpression|UpdateExpression)\s*:/.test(source)) out.push('expression');
  if (path.endsWith('-store.ts')) {
    // Renaming imports and exports (`import * as z`, `{ a as b }`) are no casts.
    const casts = source
      .replace(/\b(import|export)\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})(\s+from\s*(''|""))?/g, '')
      .match(/\bas\s+(?!const\b)[A-Za-z_{[(]/g);
    if (casts) out.push('cast');
  }
  return out;
}

describe('entities own their operations (#44 §2)', () => {
  const found = new Map(
    files(join(ROOT, 'shared'))
      .map((path) => [relative(ROOT, path), broken(path, readFileSync(path, 'utf8'))] as const)
      .filter(([, rules]) => rules.length > 0),
  );

  it('no file outside shared/db builds a DynamoDB request by hand or casts in a store, but those still to convert', () => {
    const unlisted = [...found].filter(([path, rules]) => rules.some((rule) => !(TO_CONVERT[path] ?? []).includes(rule)));
    expect(unlisted, 'write through the entity (shared/db/operations.ts): docs/contributing.md "How a store reads and writes"').toEqual([]);
  });

  it('the list of files to convert only shrinks: an entry whose file no longer breaks its rule is taken off', () => {
    const stale = Object.entries(TO_CONVERT).filter(([path, rules]) => rules.some((rule) => !(found.get(path) ?? []).includes(rule)));
    expect(stale).toEqual([]);
  });

  it('sees each rule broken (the checks themselves)', () => {
    expect(broken('shared/x/y-store.ts', "await db().send(new UpdateCommand({ UpdateExpression: 'SET a = :a' }));")).toEqual(['command', 'expression']);
    expect(broken('shared/x/y-store.ts', 'const x = item as Thing;')).toEqual(['cast']);
    expect(broken('shared/x/y.ts', 'const x = item as Thing;')).toEqual([]);
    expect(broken('shared/x/y-store.ts', "const x = ['a'] as const; // read as Thing\nimport { a as b } from 'c';\nimport * as z from 'zod';\nconst m = 'treated as absent';")).toEqual([]);
    expect(broken('shared/x/y.ts', 'new GetApiKeysCommand({})')).toEqual([]);
  });
});
