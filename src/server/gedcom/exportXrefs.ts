/**
 * Record identifiers of an export. GEDCOM 5.5.1 allows at most 22 characters with the @ signs, and 7.0
 * only upper-case letters, digits and "_" (and not @VOID@, its null pointer). Persons and couples made
 * in the product have 36-character database ids, and a file may bring longer or odd identifiers of its
 * own: those records get short ones (I1, F1, S1...), numbered in document order past every identifier
 * that stays, so the same tree exported twice gets the same identifiers. Identifiers that fit are kept,
 * so a file exported again, and a re-import of an export, keep their persons' ids. A kept pointer to
 * no record that the version does not allow becomes @VOID@ in 7.0 and a short one (X1...) in 5.5.1.
 */
import type { GedcomNode, GedcomVersion } from './node';

/** The longest identifier 5.5.1 allows, @ signs included; the 7.0 export keeps to it too. */
export const MAX_XREF = 22;

const PREFIX: Record<string, string> = { INDI: 'I', FAM: 'F', SOUR: 'S', REPO: 'R', OBJE: 'O', NOTE: 'N', SNOTE: 'N', SUBM: 'U', SUBN: 'B' };

const VALID7 = /^@[A-Z0-9_]+@$/;
// 5.5.1: "@", a letter, digit or "_" (its grammar's alphanum), then anything but "@" (and no space,
// which the writer would take for text).
const VALID551 = /^@[A-Za-z0-9_][^@ ]*@$/;

function fits(xref: string, v7: boolean): boolean {
  if (xref.length > MAX_XREF) return false;
  return v7 ? VALID7.test(xref) && xref !== '@VOID@' : VALID551.test(xref);
}

/** A value the writer puts out as a pointer: text such as "@see the register@" it escapes, and it stays. */
function isPointer(v: string | undefined): v is string {
  return v !== undefined && v.length > 2 && v.startsWith('@') && v.endsWith('@') && !v.startsWith('@#') && !v.includes(' ');
}

/** The node with renamed identifier and pointer, or the node itself when nothing under it changes. */
function rewrite(node: GedcomNode, map: Map<string, string>): GedcomNode {
  let children = node.children;
  for (let k = 0; k < children.length; k++) {
    const c = rewrite(children[k]!, map);
    if (c === children[k]) continue;
    if (children === node.children) children = children.slice();
    children[k] = c;
  }
  const xref = node.xref !== undefined ? map.get(node.xref) : undefined;
  const value = node.value !== undefined ? map.get(node.value) : undefined;
  if (children === node.children && xref === undefined && value === undefined) return node;
  const out: GedcomNode = { ...node, children };
  if (xref !== undefined) out.xref = xref;
  if (value !== undefined) out.value = value;
  return out;
}

/** Pointer values under `node` that the version does not allow (to no record: the records' are renamed). */
function oddPointers(node: GedcomNode, v7: boolean, out: string[]): void {
  if (isPointer(node.value) && !fits(node.value, v7) && !(v7 && node.value === '@VOID@')) out.push(node.value);
  for (const c of node.children) oddPointers(c, v7, out);
}

/** Gives every record whose identifier the version does not allow a short one, and follows every pointer. */
export function shortXrefs(records: GedcomNode[], version: GedcomVersion): GedcomNode[] {
  const v7 = version === '7.0';
  const taken = new Set<string>();
  for (const r of records) if (r.xref !== undefined && fits(r.xref, v7)) taken.add(r.xref);
  const map = new Map<string, string>();
  const next = new Map<string, number>();
  const rename = (old: string, prefix: string) => {
    if (map.has(old)) return;
    let n = next.get(prefix) ?? 0;
    let x: string;
    do x = `@${prefix}${++n}@`;
    while (taken.has(x));
    next.set(prefix, n);
    taken.add(x);
    map.set(old, x);
  };
  for (const r of records) if (r.xref !== undefined && !fits(r.xref, v7)) rename(r.xref, PREFIX[r.tag] ?? 'X');
  // A kept pointer to a record the file did not have points nowhere either way, but must be valid:
  // 7.0 has a pointer for that, @VOID@; 5.5.1 gets a short one that meets no record either.
  const odd: string[] = [];
  for (const r of records) oddPointers(r, v7, odd);
  for (const p of odd) {
    if (map.has(p)) continue;
    if (v7) map.set(p, '@VOID@');
    else rename(p, 'X');
  }
  return map.size === 0 ? records : records.map((r) => rewrite(r, map));
}
