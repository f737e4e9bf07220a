// The folders of the project drawn as layers, each above what it imports, from the static imports of its source
// (`import … from`, `export … from`, `import('…')`, type imports too: a type is a dependency like any other).
// A loop between folders means no such drawing exists: some arrow points back up. The arrows to cut are chosen to be
// as few imports as possible, so they are the likely mistakes. `npx tsx scripts/house-rules/import-layers.ts` prints
// the layers and the loops of the whole tree and of src/server.
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { codeParts, fileLine, listFiles, readSource } from './source-code.ts';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.astro'];

/** One import: the importing file, its line, and the root-relative path it names (no extension resolved). */
interface ImportSite {
  file: string;
  line: number;
  target: string;
}

/** An arrow between two folders, and the imports that make it. */
interface Arrow {
  from: string;
  to: string;
  sites: ImportSite[];
}

function specifiersOf(source: ts.SourceFile): { specifier: string; position: number }[] {
  const found: { specifier: string; position: number }[] = [];
  const visit = (node: ts.Node) => {
    const named =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
            ? node.argument.literal
            : undefined;
    if (named && ts.isStringLiteralLike(named)) found.push({ specifier: named.text, position: named.getStart(source) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The root-relative path an import names, or undefined for a package (or a virtual module). */
function targetOf(file: string, specifier: string): string | undefined {
  const path = specifier.replace(/\?.*$/, '');
  if (path.startsWith('@/')) return join('src', path.slice(2)).split('\\').join('/');
  if (path.startsWith('./') || path.startsWith('../'))
    return normalize(join(dirname(file), path))
      .split('\\')
      .join('/');
  return undefined;
}

/** Every import between the project's own files in src/ and scripts/. */
export function readImports(): ImportSite[] {
  const files = ['src', 'scripts'].flatMap((folder) => listFiles(folder, CODE_EXTENSIONS));
  return files.flatMap((file) =>
    codeParts(file, readSource(file)).flatMap((part) =>
      specifiersOf(part.code).flatMap(({ specifier, position }) => {
        const target = targetOf(file, specifier);
        return target === undefined ? [] : [{ file, line: fileLine(part, position), target }];
      }),
    ),
  );
}

/** A drawing's unit: the folder (or lone file, without its extension) right under `base`, if the path is inside it. */
function folderAt(path: string, base: string): string | undefined {
  if (!path.startsWith(`${base}/`)) return undefined;
  const segment = path.slice(base.length + 1).split('/')[0] ?? '';
  return `${base}/${segment.replace(/(\.d)?\.[cm]?[jt]sx?$|\.astro$/, '')}`;
}

/** The two drawings the house rules keep: the whole tree's top folders, and src/server's folders. */
export const DRAWINGS = {
  tree: (path: string) => folderAt(path, 'src') ?? folderAt(path, 'scripts'),
  server: (path: string) => folderAt(path, 'src/server'),
} satisfies Record<string, (path: string) => string | undefined>;

/** The arrows between the units `unitOf` names; imports within one unit, or leaving the drawing, are no arrow. */
function arrowsOf(imports: readonly ImportSite[], unitOf: (path: string) => string | undefined): Arrow[] {
  const arrows = new Map<string, Arrow>();
  for (const site of imports) {
    const from = unitOf(site.file);
    const to = unitOf(site.target);
    if (from === undefined || to === undefined || from === to) continue;
    const key = `${from} → ${to}`;
    const arrow = arrows.get(key) ?? { from, to, sites: [] };
    arrow.sites.push(site);
    arrows.set(key, arrow);
  }
  return [...arrows.values()];
}

/** The loops (strongly connected units, Tarjan's algorithm), each importer before what it imports: top first. */
function loopsTopDown(units: readonly string[], arrows: readonly Arrow[]): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    lowest.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    for (const { to } of arrows.filter((arrow) => arrow.from === unit)) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) lowest.set(unit, Math.min(lowest.get(unit) ?? 0, lowest.get(to) ?? 0, index.get(to) ?? 0));
    }
    if (lowest.get(unit) !== index.get(unit)) return;
    const loop = stack.splice(stack.indexOf(unit));
    found.push(loop.sort());
  };
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return found.reverse();
}

const EXACT_ORDER_LIMIT = 16;

/**
 * The loop's units top to bottom with the fewest imports pointing back up: exact (a minimum feedback arc set, by
 * dynamic programming over the subsets placed above) up to EXACT_ORDER_LIMIT units, else in name order.
 */
function fewestUpwardOrder(loop: readonly string[], arrows: readonly Arrow[]): string[] {
  if (loop.length === 1 || loop.length > EXACT_ORDER_LIMIT) return [...loop];
  const weight = (from: number, to: number) => arrows.find((arrow) => arrow.from === loop[from] && arrow.to === loop[to])?.sites.length ?? 0;
  const best: { cost: number; order: number[] }[] = [{ cost: 0, order: [] }];
  for (let above = 0; above < 1 << loop.length; above++) {
    const placed = best[above];
    if (placed === undefined) continue;
    loop.forEach((_, next) => {
      if (above & (1 << next)) return;
      const upward = loop.reduce((sum, __, other) => sum + (above & (1 << other) ? weight(next, other) : 0), 0);
      const key = above | (1 << next);
      if ((best[key]?.cost ?? Infinity) > placed.cost + upward) best[key] = { cost: placed.cost + upward, order: [...placed.order, next] };
    });
  }
  return (best[(1 << loop.length) - 1]?.order ?? []).map((position) => loop[position] ?? '');
}

/** A drawing: its layers, top first, its loops, and the arrows that point back up (none when it has no loop). */
interface Layers {
  layers: string[][];
  loops: string[][];
  upwardArrows: Arrow[];
}

function layersOf(arrows: readonly Arrow[], units: readonly string[]): Layers {
  const loops = loopsTopDown(units, arrows);
  const order = loops.flatMap((loop) => fewestUpwardOrder(loop, arrows));
  const rank = new Map(order.map((unit, index) => [unit, index]));
  const isUpward = (arrow: Arrow) => (rank.get(arrow.from) ?? 0) > (rank.get(arrow.to) ?? 0);
  const downward = arrows.filter((arrow) => !isUpward(arrow));
  const depth = new Map<string, number>();
  for (const unit of [...order].reverse()) {
    const below = downward.filter((arrow) => arrow.from === unit).map((arrow) => (depth.get(arrow.to) ?? 0) + 1);
    depth.set(unit, Math.max(0, ...below));
  }
  const layers: string[][] = [];
  for (const unit of order) (layers[depth.get(unit) ?? 0] ??= []).push(unit);
  return { layers: layers.filter(Boolean).reverse(), loops: loops.filter((loop) => loop.length > 1), upwardArrows: arrows.filter(isUpward) };
}

/** A drawing of the project as it is on disk. */
export function drawLayers(unitOf: (path: string) => string | undefined, imports = readImports()): Layers {
  const arrows = arrowsOf(imports, unitOf);
  const files = ['src', 'scripts'].flatMap((folder) => listFiles(folder, CODE_EXTENSIONS));
  const units = [...files.map(unitOf), ...arrows.flatMap((arrow) => [arrow.from, arrow.to])];
  return layersOf(arrows, [...new Set(units.filter((unit) => unit !== undefined))].sort());
}

/** An arrow back up, with each import that makes it, one line per import. */
export function describeArrow(arrow: Arrow): string {
  return [`${arrow.from} → ${arrow.to}`, ...arrow.sites.map((site) => `    ${site.file}:${site.line} imports ${site.target}`)].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const imports = readImports();
  for (const [name, unitOf] of Object.entries(DRAWINGS)) {
    const { layers, loops, upwardArrows } = drawLayers(unitOf, imports);
    console.log(`\n${name}: ${layers.length} layers, top first`);
    layers.forEach((layer, index) => console.log(`  ${index + 1}. ${layer.join(', ')}`));
    for (const loop of loops) console.log(`  loop: ${loop.join(', ')}`);
    console.log(upwardArrows.length === 0 ? '  no loop' : `  ${upwardArrows.length} arrow(s) back up:`);
    for (const arrow of upwardArrows) console.log(`  ${describeArrow(arrow)}`);
  }
}
