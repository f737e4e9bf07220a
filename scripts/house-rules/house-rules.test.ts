// The house style's rules that a machine can check: files small enough to read whole, comments that say why (git
// keeps what changed), and imports that all point down.
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAWINGS, describeArrow, drawLayers, readImports } from './import-layers.ts';
import { listFiles, readSource } from './source-code.ts';
import { CHANGE_NARRATION, findChangeNarration } from './source-comments.ts';

const MAX_LINES = 250;
// Parsing the whole tree takes about 2 s on an idle machine; a test run sharing two cores with builds takes longer.
const WHOLE_TREE_TIMEOUT_MS = 60_000;

describe('the house rules', () => {
  it(`keeps every file in src/ within ${MAX_LINES} lines`, () => {
    const files = listFiles('src', ['.ts', '.tsx', '.mts', '.mjs', '.astro', '.css']);
    const long = files.flatMap((path) => {
      const lines = readSource(path).trimEnd().split('\n').length;
      return lines > MAX_LINES ? [`${path}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });

  it(
    'tells in no comment which issue, which commit or what came before',
    () => {
      const narrating = findChangeNarration().map((comment) => `${comment.path}:${comment.line}: ${comment.text}`);
      expect(narrating).toEqual([]);
    },
    WHOLE_TREE_TIMEOUT_MS,
  );

  it('reads change narration and nothing else as such', () => {
    const narrates = (text: string) => CHANGE_NARRATION.some((pattern) => pattern.test(text));
    const narration = ['as issue 30 asked', 'until issue 22', 'see #12', 'measured on 77ae2d2', 'the limits before/after', 'previously a class'];
    const plain = [
      'before sending',
      'the mobile +2348031234567',
      'colour #022c22',
      'id 0b7f6c1e-2f9a-4d3b-9c55-1a2b3c4d5e6f',
      'a link that no longer works',
      'github.com/withastro/astro/issues/1234',
    ];
    expect(narration.filter((text) => !narrates(text))).toEqual([]);
    expect(plain.filter(narrates)).toEqual([]);
  });

  let imports: ReturnType<typeof readImports> = [];
  beforeAll(() => {
    imports = readImports();
  }, WHOLE_TREE_TIMEOUT_MS);

  it('imports nothing of scripts/ into src/: what the build and the site share lives in src/', () => {
    const intoSrc = imports.filter((site) => site.file.startsWith('src/') && site.target.startsWith('scripts/'));
    expect(intoSrc.map((site) => `${site.file}:${site.line} imports ${site.target}`)).toEqual([]);
  });

  for (const [name, unitOf] of Object.entries(DRAWINGS)) {
    it(`draws the ${name}'s folders as layers, every import pointing down`, () => {
      const { upwardArrows } = drawLayers(unitOf, imports);
      expect(upwardArrows.map(describeArrow)).toEqual([]);
    });
  }
});
