import { GaebError, type Issue } from "../issues.js";
import { ownText } from "../text/own.js";

/** One `[Key]value[end]` field; the key is kept as written, lookups ignore its case. */
export interface Field {
  key: string;
  value: string;
  line: number;
  column: number;
}

/** One `#begin[Name]` … `#end[Name]` block with its fields and nested blocks in file order. */
export interface Block {
  name: string;
  line: number;
  column: number;
  fields: Field[];
  children: Block[];
  /** The warnings about stray text inside this block, so the reader can name the item (OZ) they belong to. */
  strayText?: Issue[];
  /** The first field of each key in lower case, made on the first lookup (`field`). */
  fieldsByKey?: Map<string, Field>;
  /** The nested blocks by name in lower case, made on the first lookup (`childBlocks`). */
  childrenByName?: Map<string, Block[]>;
}

/** Real files nest about six blocks deep; anything far beyond is damage, not an LV. */
export const MAX_BLOCK_DEPTH = 64;

const BEGIN = /#begin\[([^\]\r\n]*)\]/iy;
const END = /#end\[([^\]\r\n]*)\]/iy;
const KEY = /\[([^\]\r\n]*)\]/y;
const END_OF_VALUE = /\[end\]/gi;

function syntaxError(line: number, column: number, reason: string, detail = ""): GaebError {
  return new GaebError({
    code: "gaeb2000_syntax",
    severity: "error",
    line,
    column,
    params: { reason, detail: detail.slice(0, 40) },
  });
}

/**
 * Strips the indentation of the key's own line from each continuation line: writers indent values to the
 * block depth, which is layout; indentation beyond it is kept.
 */
function dedent(value: string, indent: number): string {
  if (value.indexOf("\n") < 0) return ownText(value);
  return value.replace(/\r?\n([ \t]*)/g, (_, blanks: string) => `\n${blanks.slice(indent)}`);
}

/**
 * Splits GAEB 2000 text into blocks and fields. Text after the outermost block closes (a checksum such as
 * `43|109`) is not part of the LV and is ignored; other stray text is reported as a warning.
 */
export function parseBlocks(text: string, issues: Issue[]): Block {
  const root: Block = { name: "", line: 0, column: 0, fields: [], children: [] };
  const open: Block[] = [root];
  let position = 0;
  let line = 1;
  let lineStart = 0;
  let closedRoot = false;
  const advanceTo = (target: number) => {
    for (let i = text.indexOf("\n", position); i >= 0 && i < target; i = text.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    position = target;
  };
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === 10) {
      line++;
      position++;
      lineStart = position;
      continue;
    }
    if (code === 13 || code === 32 || code === 9 || code === 0xfeff) {
      position++;
      continue;
    }
    const column = position - lineStart + 1;
    const current = open[open.length - 1] as Block;
    if (closedRoot) break;
    if (code === 35 /* # */) {
      BEGIN.lastIndex = position;
      END.lastIndex = position;
      const begin = BEGIN.exec(text);
      if (begin) {
        if (open.length > MAX_BLOCK_DEPTH) throw syntaxError(line, column, "too_deep");
        const block: Block = { name: begin[1] ?? "", line, column, fields: [], children: [] };
        current.children.push(block);
        open.push(block);
        // Some writers put a counter after the bracket (`#begin[Position]12`); the rest of the line is not data.
        advanceTo(lineEnd(text, BEGIN.lastIndex));
        continue;
      }
      const end = END.exec(text);
      if (end) {
        const name = end[1] ?? "";
        if (open.length === 1 || current.name.toLowerCase() !== name.toLowerCase())
          throw syntaxError(line, column, "end_mismatch", `${current.name || "-"} / ${name}`);
        open.pop();
        if (open.length === 1) closedRoot = true;
        advanceTo(lineEnd(text, END.lastIndex));
        continue;
      }
    }
    if (code === 91 /* [ */ && open.length > 1) {
      KEY.lastIndex = position;
      const key = KEY.exec(text);
      if (key) {
        const valueStart = KEY.lastIndex;
        END_OF_VALUE.lastIndex = valueStart;
        const stop = END_OF_VALUE.exec(text);
        if (!stop) throw syntaxError(line, column, "value_unterminated", key[1]);
        current.fields.push({
          key: ownText(key[1] ?? ""),
          value: dedent(text.slice(valueStart, stop.index), column - 1),
          line,
          column,
        });
        advanceTo(END_OF_VALUE.lastIndex);
        continue;
      }
    }
    const stray = lineEnd(text, position);
    const ignored: Issue = {
      code: "gaeb2000_text_ignored",
      severity: "warning",
      line,
      column,
      params: { text: text.slice(position, stray).trim().slice(0, 40) },
    };
    issues.push(ignored);
    current.strayText = [...(current.strayText ?? []), ignored];
    advanceTo(stray);
  }
  if (open.length > 1) {
    const last = open[open.length - 1] as Block;
    throw syntaxError(line, position - lineStart + 1, "block_unclosed", last.name);
  }
  return root;
}

function lineEnd(text: string, from: number): number {
  const newline = text.indexOf("\n", from);
  return newline < 0 ? text.length : newline;
}

/*
 * Keys and names are looked up ignoring case, a dozen times per item. Lowercasing every key of a block on every
 * lookup was the largest part of reading a GAEB 2000 file (and of its garbage), so each block is indexed once.
 */

function fieldsByKey(block: Block): Map<string, Field> {
  if (block.fieldsByKey) return block.fieldsByKey;
  const index = new Map<string, Field>();
  for (const f of block.fields) {
    const key = f.key.toLowerCase();
    if (!index.has(key)) index.set(key, f);
  }
  block.fieldsByKey = index;
  return index;
}

function childrenByName(block: Block): Map<string, Block[]> {
  if (block.childrenByName) return block.childrenByName;
  const index = new Map<string, Block[]>();
  for (const child of block.children) {
    const name = child.name.toLowerCase();
    const named = index.get(name);
    if (named) named.push(child);
    else index.set(name, [child]);
  }
  block.childrenByName = index;
  return index;
}

/** The first field with this key, ignoring case. */
export function field(block: Block | undefined, key: string): Field | undefined {
  if (!block) return undefined;
  return fieldsByKey(block).get(key.toLowerCase());
}

export function value(block: Block | undefined, key: string): string | undefined {
  const found = field(block, key)?.value.trim();
  return found === "" ? undefined : found;
}

export function childBlocks(block: Block | undefined, name: string): Block[] {
  if (!block) return [];
  return childrenByName(block).get(name.toLowerCase())?.slice() ?? [];
}

export function childBlock(block: Block | undefined, name: string): Block | undefined {
  return block ? childrenByName(block).get(name.toLowerCase())?.[0] : undefined;
}
