/**
 * The line loop of the GEDCOM parser. The loop itself is WebAssembly (scan.wat): it reads the text's
 * UTF-16 code units from its own memory, writes each line into flat columns, links it into the tree,
 * interns its tag, files record identifiers and checks pointers, and calls back here only for what is
 * unusual: a bad line, a tag seen for the first time, a duplicate identifier, an escaped pointer, the
 * end of the header. This module lays out the memory, words the messages, and copies the columns out
 * into a GedcomTree.
 *
 * Why WebAssembly: the loop runs per character and per line of files with millions of lines. In
 * JavaScript, each charCodeAt of a two-byte string and each typed-array access costs a few checks, and
 * the parse came to about 75 ns a line on a 10,000-person file (of which finding line ends 16); here it
 * is about 40, of which the loop 25, with line ends found eight units at a time.
 */
import { GedcomTree, unescapeValue } from './flat';
import { GedcomError, type GedcomIssue } from './issues';
import type { GedcomVersion } from './node';
import { SCAN_WASM } from './scanWasm';

const MAX_LEVEL = 99;
const PAGE = 65536;
/** Below this the loop keeps its tag table and level stacks (scan.wat); the text starts here. */
const TEXT_AT = PAGE;
/** A memory this large or smaller is kept for the next parse; a larger one is let go after the parse. */
const KEEP_BYTES = 64 * 2 ** 20;
/** The first cells of the identifier index (FIRST_CELLS in scan.wat). */
const FIRST_CELLS = 1024;

/** What scan.wat reports through `issue`. */
const enum Issue {
  Blank = 1,
  NoLevel = 2,
  TooDeep = 3,
  UnderContinuation = 4,
  LevelJump = 5,
  Unterminated = 6,
  MissingTag = 7,
  NothingToContinue = 8,
  EscapedPointer = 9,
  Duplicate = 10,
  Dangling = 11,
}

interface ScanExports {
  setup(...regions: number[]): void;
  lineEnds(textAt: number, n: number): number;
  scan(i: number, n: number): number;
  checkPointers(): void;
  size: WebAssembly.Global;
  rootCount: WebAssembly.Global;
}

/** Version from HEAD.GEDC.VERS of the first record; 5.5.1 when there is none. */
export function versionOf(t: GedcomTree): GedcomVersion {
  const head = t.roots[0];
  if (head === undefined || t.tagOf(head) !== 'HEAD') return '5.5.1';
  for (let c = t.firstChild[head]!; c !== 0; c = t.nextSibling[c]!) {
    if (t.tagOf(c) !== 'GEDC') continue;
    for (let v = t.firstChild[c]!; v !== 0; v = t.nextSibling[v]!) {
      const value = t.tagOf(v) === 'VERS' ? t.value(v) : undefined;
      if (!value) continue;
      if (value.startsWith('7')) return '7.0';
      if (value.trim() === '5.5') return '5.5';
    }
  }
  return '5.5.1';
}

export interface ScannedLines {
  tree: GedcomTree;
  errors: GedcomIssue[];
  warnings: GedcomIssue[];
  /** Pointers that name no record, in line order ("@VOID@" left out). */
  dangling: GedcomIssue[];
  /** Pointer-like values that had to be unescaped first (rare), with their lines: checked by the caller. */
  escapedPointers: GedcomIssue[];
}

const compiled = new WebAssembly.Module(SCAN_WASM);
/** The scan being run, for the imports to report to (a scan runs to its end without yielding). */
let current: LineScan | null = null;

function instantiate(): { memory: WebAssembly.Memory; x: ScanExports } {
  const memory = new WebAssembly.Memory({ initial: 2 });
  const imports = {
    scan: {
      memory,
      issue: (code: number, line: number, a: number, b: number, c: number) => current!.issue(code, line, a, b, c),
      tagOfText: (start: number, end: number) => current!.tagOfText(start, end),
      headDone: (size: number, head: number) => current!.headDone(size, head),
    },
  };
  return { memory, x: new WebAssembly.Instance(compiled, imports).exports as unknown as ScanExports };
}

let engine = instantiate();

/** Bytes the loop's memory holds now (kept between parses up to KEEP_BYTES). */
export function scanMemoryBytes(): number {
  return engine.memory.buffer.byteLength;
}

const align = (n: number) => (n + 15) & ~15;

/** One parse's columns in the memory, by byte offset. */
class Layout {
  readonly lvl: number;
  readonly tag: number;
  readonly line: number;
  readonly xs: number;
  readonly xe: number;
  readonly vs: number;
  readonly ve: number;
  readonly fc: number;
  readonly ns: number;
  readonly cont: number;
  readonly roots: number;
  readonly ptrs: number;
  readonly xent: number;
  readonly xchars: number;
  readonly pchars: number;
  readonly cellsA: number;
  readonly cellsB: number;
  readonly end: number;

  constructor(n: number, slots: number) {
    let at = align(TEXT_AT + 2 * (n + 8));
    const take = (bytes: number) => {
      const here = at;
      at = align(at + bytes);
      return here;
    };
    this.lvl = take(slots);
    [this.tag, this.line, this.xs, this.xe, this.vs, this.ve, this.fc, this.ns, this.cont, this.roots] = Array.from({ length: 10 }, () => take(4 * slots));
    this.ptrs = take(16 * slots);
    this.xent = take(16 * slots);
    // Identifiers and pointers are text of the file, so their units together fit in its length.
    this.xchars = take(2 * (n + 8));
    this.pchars = take(2 * (n + 8));
    let cells = FIRST_CELLS;
    while (cells < 2 * slots + 2) cells *= 2;
    this.cellsA = take(8 * cells);
    this.cellsB = take(8 * cells);
    this.end = at;
  }
}

class LineScan {
  readonly tree: GedcomTree;
  readonly errors: GedcomIssue[] = [];
  readonly warnings: GedcomIssue[] = [];
  readonly dangling: GedcomIssue[] = [];
  readonly escapedPointers: GedcomIssue[] = [];
  private readonly tagByText: Map<string, number>;

  constructor(
    private readonly text: string,
    private readonly memory: WebAssembly.Memory,
    private readonly at: Layout,
  ) {
    this.tree = new GedcomTree(text);
    this.tagByText = new Map(this.tree.tags.map((tag, id) => [tag, id]));
  }

  /** Points the tree's columns at the memory (the first `size` slots), as the loop has written them. */
  viewColumns(size: number): void {
    const b = this.memory.buffer;
    const t = this.tree;
    const at = this.at;
    t.level = new Uint8Array(b, at.lvl, size);
    t.tag = new Int32Array(b, at.tag, size);
    t.line = new Int32Array(b, at.line, size);
    t.xrefStart = new Int32Array(b, at.xs, size);
    t.xrefEnd = new Int32Array(b, at.xe, size);
    t.valStart = new Int32Array(b, at.vs, size);
    t.valEnd = new Int32Array(b, at.ve, size);
    t.firstChild = new Int32Array(b, at.fc, size);
    t.nextSibling = new Int32Array(b, at.ns, size);
    t.cont = new Int32Array(b, at.cont, size);
    t.size = size;
  }

  /**
   * Copies the columns out of the memory, which the next parse will write over: one copy of the
   * region that holds them all, which the tree's columns then view.
   */
  copyColumns(size: number, rootCount: number): void {
    const at = this.at;
    const b = this.memory.buffer.slice(at.lvl, at.roots);
    const t = this.tree;
    const column = (offset: number) => new Int32Array(b, offset - at.lvl, size);
    t.level = new Uint8Array(b, 0, size);
    t.tag = column(at.tag);
    t.line = column(at.line);
    t.xrefStart = column(at.xs);
    t.xrefEnd = column(at.xe);
    t.valStart = column(at.vs);
    t.valEnd = column(at.ve);
    t.firstChild = column(at.fc);
    t.nextSibling = column(at.ns);
    t.cont = column(at.cont);
    t.size = size;
    const roots = new Int32Array(this.memory.buffer, at.roots, rootCount);
    t.roots = new Array<number>(rootCount);
    for (let k = 0; k < rootCount; k++) t.roots[k] = roots[k]!;
  }

  tagOfText(start: number, end: number): number {
    const tag = this.text.slice(start, end);
    let id = this.tagByText.get(tag);
    if (id === undefined) {
      const tags = this.tree.tags;
      id = tags.length;
      tags.push(tag);
      this.tagByText.set(tag, id);
    }
    return id;
  }

  /** The header ends before slot `size`: from here on its version decides how "@@" is read. */
  headDone(size: number, head: number): void {
    this.viewColumns(size);
    this.tree.roots = [head];
    if (versionOf(this.tree) === '7.0') this.tree.v7From = size;
  }

  issue(code: Issue, line: number, a: number, b: number, c: number): void {
    const { text, errors, warnings } = this;
    switch (code) {
      case Issue.Blank:
        warnings.push({ line, message: 'blank line skipped' });
        break;
      case Issue.NoLevel:
        errors.push({ line, message: `expected a level number, found "${text.slice(a, Math.min(b, a + 30))}"` });
        break;
      case Issue.TooDeep: {
        let level = 0;
        for (let p = a; p < b; p++) level = level * 10 + (text.charCodeAt(p) - 48);
        errors.push({ line, message: `level ${level} is deeper than the maximum of ${MAX_LEVEL}` });
        break;
      }
      case Issue.UnderContinuation:
        // Some exporters hang a structure under a CONT/CONC line; it goes under the continued line instead.
        warnings.push({ line, message: `level ${a} under a ${this.tree.tags[b]} line; read as part of the line it continues` });
        break;
      case Issue.LevelJump:
        errors.push({ line, message: `level ${a} follows level ${b}: a level may go at most one deeper than the line before` });
        break;
      case Issue.Unterminated:
        errors.push({ line, message: `unterminated cross-reference identifier "${text.slice(a, b)}"` });
        break;
      case Issue.MissingTag:
        errors.push({ line, message: 'missing tag' });
        break;
      case Issue.NothingToContinue:
        // Skipped like any other bad line: the structure around it goes on as if it were not there.
        errors.push({ line, message: `${this.tree.tags[a]} has no line to continue` });
        break;
      case Issue.EscapedPointer: {
        const value = unescapeValue(text.slice(a, b), c >= this.tree.v7From);
        if (value.length > 2 && value.charCodeAt(0) === 64 && value.charCodeAt(value.length - 1) === 64 && value.charCodeAt(1) !== 35) {
          this.escapedPointers.push({ line, message: value });
        }
        break;
      }
      case Issue.Duplicate:
        errors.push({ line, message: `duplicate record ${text.slice(a, b)} (first defined on line ${c})` });
        break;
      case Issue.Dangling: {
        const ptr = text.slice(a, b);
        if (ptr !== '@VOID@') this.dangling.push({ line, message: `${ptr} points to no record` });
        break;
      }
    }
  }
}

/** Reads every line of the text into a GedcomTree, with the problems found on the way. */
export function scanLines(text: string): ScannedLines {
  const n = text.length;
  const { memory, x } = engine;
  const grow = (bytes: number) => {
    if (bytes <= memory.buffer.byteLength) return;
    try {
      memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    } catch {
      // WebAssembly memory ends at 4 GB: far past any family tree, but not past any upload.
      throw new GedcomError(`the file is too large to read: ${Math.round(n / 1e6)} million characters`);
    }
  };
  let scan: LineScan;
  try {
    grow(TEXT_AT + 2 * (n + 8));
    // The units, then eight 0 units: reading one past the end of a line is always inside the text.
    const units = Buffer.from(memory.buffer, TEXT_AT, 2 * (n + 8));
    units.write(text, 0, 'utf16le');
    units.fill(0, 2 * n);
    const at = new Layout(n, x.lineEnds(TEXT_AT, n) + 2);
    grow(at.end);
    // Links and identifiers are 0 for "none"; every other column is written for each slot but slot 0.
    new Uint8Array(memory.buffer, at.xs, at.vs - at.xs).fill(0);
    new Uint8Array(memory.buffer, at.fc, at.roots - at.fc).fill(0);
    for (const column of [at.tag, at.line, at.vs, at.ve]) new Int32Array(memory.buffer, column, 1)[0] = 0;
    new Uint8Array(memory.buffer, at.lvl, 1)[0] = 0;
    x.setup(TEXT_AT, at.lvl, at.tag, at.line, at.xs, at.xe, at.vs, at.ve, at.fc, at.ns, at.cont, at.roots, at.ptrs, at.xent, at.xchars, at.pchars, at.cellsA, at.cellsB);

    scan = new LineScan(text, memory, at);
    current = scan;
    x.scan(text.charCodeAt(0) === 0xfeff ? 1 : 0, n);
    x.checkPointers();
    scan.copyColumns(x.size.value as number, x.rootCount.value as number);
  } finally {
    current = null;
    // Also when the memory could not grow far enough: what it did grow is let go.
    if (memory.buffer.byteLength > KEEP_BYTES) engine = instantiate();
  }
  const { tree, errors, warnings, dangling, escapedPointers } = scan;
  return { tree, errors, warnings, dangling, escapedPointers };
}
