/**
 * Text to a tree of GEDCOM structures in one pass over the string. The line loop (scan.ts) is the hot
 * path of a 100,000-person import: it reads char codes, writes each line into the flat columns of a
 * GedcomTree (no object and no string per line; tags are interned by their packed char codes) and
 * never runs a regular expression per line. GedcomNode objects are made from the columns on demand.
 */
import type { GedcomTree } from './flat';
import type { GedcomIssue } from './issues';
import type { GedcomNode, GedcomVersion } from './node';
import { LineScanner, versionOf } from './scan';

export interface ParsedGedcom {
  /** The level-0 structures as GedcomNode trees, made from `tree` on first read. */
  readonly records: GedcomNode[];
  /** The document as flat columns, as parsed. */
  tree: GedcomTree;
  version: GedcomVersion;
  /** Problems that make the file unsafe to import (bad levels, duplicate xrefs, missing HEAD). */
  errors: GedcomIssue[];
  /** Problems that were skipped or tolerated (blank lines, dangling pointers). */
  warnings: GedcomIssue[];
}

/** Lines per call of the scanner: enough to make each call long, few enough to call it often. */
const BLOCK = 4096;

/** Parses GEDCOM text into records; never throws, problems are returned with their line numbers. */
export function parseGedcom(text: string): ParsedGedcom {
  return parsed(scanned(text));
}

function scanned(text: string): LineScanner {
  const s = new LineScanner(text);
  while (s.more) s.scan(BLOCK);
  return s;
}

/** The scanned lines as a document: version, HEAD check and pointers checked against the identifiers. */
function parsed(s: LineScanner): ParsedGedcom {
  const { text, tree: t } = s;
  const { errors, warnings, defined, pointerSlots, pointerHashes, escapedPointers } = s;
  const roots = t.roots;

  const version = versionOf(t);
  if (roots.length === 0 || t.tagOf(roots[0]!) !== 'HEAD') {
    errors.push({ line: roots.length > 0 ? t.line[roots[0]!]! : 1, message: 'the first record must be HEAD' });
  }
  const dangling: GedcomIssue[] = [];
  for (let k = 0; k < s.pointerCount; k++) {
    const slot = pointerSlots[k]!;
    if (defined.findHashed(text, t.valStart[slot]!, t.valEnd[slot]!, pointerHashes[k]!) >= 0) continue;
    const ptr = text.slice(t.valStart[slot]!, t.valEnd[slot]!);
    if (ptr !== '@VOID@') dangling.push({ line: t.line[slot]!, message: `${ptr} points to no record` });
  }
  for (const p of escapedPointers) {
    if (p.message !== '@VOID@' && defined.find(p.message) < 0) dangling.push({ line: p.line, message: `${p.message} points to no record` });
  }
  // In line order, as they were found.
  if (escapedPointers.length > 0) dangling.sort((a, b) => a.line - b.line);
  warnings.push(...dangling);
  let records: GedcomNode[] | undefined;
  return {
    get records() {
      records ??= t.records();
      return records;
    },
    tree: t,
    version,
    errors,
    warnings,
  };
}

/**
 * One small scan kept for the life of the process, so that the hidden classes of the scanner, the tree
 * and the identifier index outlive every parse, and the scanner's optimized code with them (see
 * scan.ts). It has an identifier, a pointer and a 7.0 header, so that every field holds a value of the
 * kind a real parse stores there.
 */
export const keptScan: LineScanner = scanned('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 FAMS @F1@\n0 @F1@ FAM\n1 HUSB @I1@\n0 TRLR\n');
