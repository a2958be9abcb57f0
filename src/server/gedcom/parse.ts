/**
 * Text to a tree of GEDCOM structures in one pass over the string. The line loop (scan.ts, in
 * WebAssembly) is the hot path of a 100,000-person import: it writes each line into the flat columns
 * of a GedcomTree (no object and no string per line) and never runs a regular expression per line.
 * GedcomNode objects are made from the columns on demand.
 */
import type { GedcomTree } from './flat';
import type { GedcomIssue } from './issues';
import type { GedcomNode, GedcomVersion } from './node';
import { scanLines, versionOf } from './scan';

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

/**
 * Parses GEDCOM text into records. Problems in the text are returned with their line numbers, never
 * thrown; only text too large for the line loop's 4 GB memory (a few hundred million characters) throws
 * GedcomError.
 */
export function parseGedcom(text: string): ParsedGedcom {
  const { tree: t, errors, warnings, dangling, escapedPointers } = scanLines(text);
  const roots = t.roots;
  const version = versionOf(t);
  if (roots.length === 0 || t.tagOf(roots[0]!) !== 'HEAD') {
    errors.push({ line: roots.length > 0 ? t.line[roots[0]!]! : 1, message: 'the first record must be HEAD' });
  }
  if (escapedPointers.length > 0) {
    const defined = new Set<string>();
    for (const r of roots) {
      const xref = t.xrefOf(r);
      if (xref !== undefined) defined.add(xref);
    }
    for (const p of escapedPointers) {
      if (p.message !== '@VOID@' && !defined.has(p.message)) dangling.push({ line: p.line, message: `${p.message} points to no record` });
    }
    // In line order, as they were found.
    dangling.sort((a, b) => a.line - b.line);
  }
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
