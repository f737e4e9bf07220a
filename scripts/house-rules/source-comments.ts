// The comments of the project's source, and the words in them that tell what changed instead of why: git keeps the
// history, and a comment that narrates it goes stale the day it is merged. `npx tsx scripts/house-rules/source-comments.ts`
// prints each comment line that matches (pass `--broad` for a wider net, to read by eye).
import ts from 'typescript';
import { codeParts, fileLine, listFiles, readSource } from './source-code.ts';

const COMMENTED_FOLDERS = ['src', 'scripts', 'tests'];
const COMMENTED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.astro', '.css'];

/** Words that narrate a change: an issue or pull request's number, a commit hash, a comparison with an old version. */
export const CHANGE_NARRATION = [
  /\b(?:issue|pull request|PR)s?\s?#?\d+/i,
  /(?<![\w&/])#\d{1,5}(?![\w-])/,
  /(?<![\w-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w-])/,
  /\bbefore\s?\/\s?after\b|\bbefore and after (?:issue|commit|the change)/i,
  /\b(?:previously|formerly|originally)\b/i,
  /\b(?:until|since|before|after) (?:issue|commit|the (?:change|refactor|rewrite|split))\b|\bas (?:it|they) (?:was|were) before\b/i,
  /\bused to be\b|\bno longer (?:needed|used)\b|\banymore\b|\bthe former\b/i,
];

const BROAD_NARRATION = /issue|#\d|\b[0-9a-f]{7,40}\b|before|after|as they were|used to|no longer|previously|until|now|old|new/i;

interface CommentLine {
  path: string;
  line: number;
  text: string;
}

function commentLines(path: string, comment: string, firstLine: number): CommentLine[] {
  return comment.split('\n').map((text, index) => ({ path, line: firstLine + index, text: text.trim() }));
}

const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/**
 * Comments between the tokens of a part, found in the text no node holds: a node's stretches between its children, a
 * leaf's trivia. So no string, template, regular expression or JSX text is read as a comment.
 */
function codeComments(path: string, text: string): CommentLine[] {
  const found: CommentLine[] = [];
  for (const part of codeParts(path, text)) {
    const source = part.code;
    const scan = (from: number, to: number) => {
      for (const match of source.text.slice(from, to).matchAll(COMMENT)) {
        found.push(...commentLines(path, match[0], fileLine(part, from + (match.index ?? 0))));
      }
    };
    const visit = (node: ts.Node) => {
      let next = node.pos;
      ts.forEachChild(node, (child) => {
        scan(next, child.pos);
        visit(child);
        next = child.end;
      });
      if (node.kind >= ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.EndOfFileToken) scan(next, node.end);
      else if (node.kind !== ts.SyntaxKind.JsxText) scan(node.pos, node.getStart(source));
    };
    visit(source);
  }
  return found;
}

/** Comments outside the code: an .astro template's JSX and HTML comments, and CSS comments (a .css file, a <style>). */
function markupComments(path: string, text: string): CommentLine[] {
  const outsideCode = text.replace(/^---[\s\S]*?\n---|<script\b[\s\S]*?<\/script>/g, (code) => code.replace(/[^\n]/g, ' '));
  const pattern = path.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /\{\s*\/\*[\s\S]*?\*\/\s*\}|<!--[\s\S]*?-->|\/\*[\s\S]*?\*\//g;
  return [...outsideCode.matchAll(pattern)].flatMap((match) => commentLines(path, match[0], outsideCode.slice(0, match.index).split('\n').length));
}

/** Every comment line of a file. */
function commentsOf(path: string, text = readSource(path)): CommentLine[] {
  const inCode = path.endsWith('.css') ? [] : codeComments(path, text);
  const inMarkup = path.endsWith('.astro') || path.endsWith('.css') ? markupComments(path, text) : [];
  return [...inCode, ...inMarkup];
}

/** The comment lines of src/, scripts/ and tests/ that narrate a change. */
export function findChangeNarration(patterns: readonly RegExp[] = CHANGE_NARRATION): CommentLine[] {
  const files = COMMENTED_FOLDERS.flatMap((folder) => listFiles(folder, COMMENTED_EXTENSIONS));
  return files.flatMap((path) => commentsOf(path).filter((comment) => patterns.some((pattern) => pattern.test(comment.text))));
}

if (process.argv[1] === import.meta.filename) {
  const patterns = process.argv.includes('--broad') ? [BROAD_NARRATION] : CHANGE_NARRATION;
  for (const comment of findChangeNarration(patterns)) console.log(`${comment.path}:${comment.line}: ${comment.text}`);
}
