// The project's own source, read as the house rules see it: which files count, and the TypeScript in each (an .astro
// file's frontmatter and <script> blocks; its template and <style> are read as text by whoever needs them).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro']);

/** Every file under `folder` (relative to the root) whose name ends in one of `extensions`, as root-relative paths. */
export function listFiles(folder: string, extensions: readonly string[]): string[] {
  const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !path.split('/').some((part) => SKIPPED_FOLDERS.has(part)))
    .sort();
}

export function readSource(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** A stretch of TypeScript inside a file, and the line of the file it starts on (0-based). */
interface CodePart {
  code: ts.SourceFile;
  firstLine: number;
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length - 1;
}

/** The parts of an .astro file that are TypeScript: the frontmatter and each <script> element's body. */
function astroCodeParts(path: string, text: string): CodePart[] {
  const parts: CodePart[] = [];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter?.[1] !== undefined) parts.push({ code: parse(`${path}.frontmatter.ts`, frontmatter[1]), firstLine: 1 });
  for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = script[1] ?? '';
    const start = (script.index ?? 0) + script[0].indexOf('>') + 1;
    parts.push({ code: parse(`${path}.script.ts`, body), firstLine: lineAt(text, start) });
  }
  return parts;
}

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
}

const parsed = new Map<string, { text: string; parts: CodePart[] }>();

/** The TypeScript (or JavaScript) of a file; none for CSS. Parsed once per text: each rule reads the same files. */
export function codeParts(path: string, text: string): CodePart[] {
  const known = parsed.get(path);
  if (known?.text === text) return known.parts;
  const parts = path.endsWith('.css') ? [] : path.endsWith('.astro') ? astroCodeParts(path, text) : [{ code: parse(path, text), firstLine: 0 }];
  parsed.set(path, { text, parts });
  return parts;
}

/** The 1-based line of the file at which `position` of a part lies. */
export function fileLine(part: CodePart, position: number): number {
  return part.firstLine + part.code.getLineAndCharacterOfPosition(position).line + 1;
}
