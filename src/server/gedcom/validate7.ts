/**
 * Checks a GEDCOM 7.0 document against the 7.0 grammar: every structure is allowed where it stands,
 * required substructures are present, none appears more often than allowed, payloads have their type.
 * Extension structures (tags starting with "_") are accepted with whatever they contain.
 */
import { parseDate } from './dates';
import { grammar7 } from './grammar7';
import type { GedcomIssue } from './issues';
import type { GedcomNode } from './node';

const DATE_RE = /^(?:(?:ABT|CAL|EST|BEF|AFT) |BET .+ AND |FROM |TO )?/;

function isPointer(v: string | undefined): boolean {
  return v !== undefined && /^@[A-Z0-9_]+@$/.test(v);
}

function validDate7(v: string, kind: string): boolean {
  if (v === '') return kind === 'https://gedcom.io/terms/v7/type-Date';
  if (/@#D|B\.C\.|\//.test(v)) return false;
  const p = parseDate(v);
  if (!p || p.kind === 'phrase' || p.kind === 'interpreted') return false;
  if (kind.endsWith('#exact')) return p.kind === 'exact' && p.date.day !== null && p.date.month !== null;
  if (kind.endsWith('#period')) return p.kind === 'period';
  return DATE_RE.test(v);
}

/** Why the payload does not fit, or null when it does. */
export function payloadProblem(type: string, value: string | undefined, xrefs: Set<string>): string | null {
  const g = grammar7();
  const p = g.payload(type);
  const kind = p?.type ?? null;
  if (kind === null) return value !== undefined ? `takes no payload but has "${value.slice(0, 40)}"` : null;
  if (kind === 'pointer') {
    if (value === '@VOID@') return null;
    if (!isPointer(value)) return `needs a pointer, not "${value ?? ''}"`;
    return xrefs.has(value!) ? null : `points to ${value}, which is not defined`;
  }
  if (value !== undefined && isPointer(value) && kind !== 'http://www.w3.org/2001/XMLSchema#string') return null;
  const v = value ?? '';
  switch (kind) {
    case 'Y|<NULL>':
      return value === undefined || value === 'Y' ? null : `must be Y or empty, not "${v}"`;
    case 'https://gedcom.io/terms/v7/type-Enum': {
      const ok = g.enumValues(p!.set!).has(v) || /^_[A-Z0-9_]+$/.test(v);
      return ok ? null : `"${v}" is not one of the allowed values`;
    }
    case 'https://gedcom.io/terms/v7/type-List#Enum':
      return v.split(',').every((x) => g.enumValues(p!.set!).has(x.trim()) || /^_[A-Z0-9_]+$/.test(x.trim())) ? null : `"${v}" has a value that is not allowed`;
    case 'https://gedcom.io/terms/v7/type-Date':
    case 'https://gedcom.io/terms/v7/type-Date#exact':
    case 'https://gedcom.io/terms/v7/type-Date#period':
      return validDate7(v, kind) ? null : `"${v}" is not a 7.0 date of this kind`;
    case 'http://www.w3.org/2001/XMLSchema#nonNegativeInteger':
      return /^\d+$/.test(v) ? null : `"${v}" is not a non-negative integer`;
    case 'https://gedcom.io/terms/v7/type-Age':
      return /^([<>] )?(\d+y( \d+m)?( \d+w)?( \d+d)?|\d+m( \d+w)?( \d+d)?|\d+w( \d+d)?|\d+d)?$/.test(v) ? null : `"${v}" is not an age`;
    case 'https://gedcom.io/terms/v7/type-Time':
      return /^\d\d?:\d\d(:\d\d(\.\d+)?)?Z?$/.test(v) ? null : `"${v}" is not a time`;
    case 'http://www.w3.org/2001/XMLSchema#Language':
      return /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(v) ? null : `"${v}" is not a language tag`;
    case 'http://www.w3.org/ns/dcat#mediaType':
      return /^[\w.+-]+\/[\w.+-]+/.test(v) ? null : `"${v}" is not a media type`;
    case 'https://gedcom.io/terms/v7/type-Latitude':
      return /^[NS]\d+(\.\d+)?$/.test(v) ? null : `"${v}" is not a latitude`;
    case 'https://gedcom.io/terms/v7/type-Longitude':
      return /^[EW]\d+(\.\d+)?$/.test(v) ? null : `"${v}" is not a longitude`;
    case 'https://gedcom.io/terms/v7/type-Name':
      return /^[^/]*(\/[^/]*\/[^/]*)?$/.test(v) ? null : `"${v}" is not a personal name`;
    default:
      return null;
  }
}

/** Checks one structure and its subtree; `type` is its structure type URI. */
function check(node: GedcomNode, type: string, xrefs: Set<string>, out: GedcomIssue[], path: string): void {
  const g = grammar7();
  const where = `${path}${node.tag}`;
  const problem = payloadProblem(type, node.value, xrefs);
  if (problem) out.push({ line: node.line, message: `${where} ${problem}` });
  checkChildren(node.children, g.subs(type), xrefs, out, `${where}.`, node.line);
}

function checkChildren(children: GedcomNode[], rules: Map<string, { type: string; min: number; max: number }> | undefined, xrefs: Set<string>, out: GedcomIssue[], path: string, line: number): void {
  const counts = new Map<string, number>();
  for (const c of children) {
    if (c.tag.startsWith('_')) continue;
    const rule = rules?.get(c.tag);
    if (!rule) {
      out.push({ line: c.line, message: `${path}${c.tag} is not allowed here` });
      continue;
    }
    counts.set(c.tag, (counts.get(c.tag) ?? 0) + 1);
    check(c, rule.type, xrefs, out, path);
  }
  for (const [tag, rule] of rules ?? []) {
    const n = counts.get(tag) ?? 0;
    if (n < rule.min) out.push({ line, message: `${path}${tag} is required` });
    if (n > rule.max) out.push({ line, message: `${path}${tag} appears ${n} times, at most ${rule.max} allowed` });
  }
}

/** Validates parsed 7.0 records against the grammar; returns every problem with its line. */
export function validateGedcom7(records: GedcomNode[]): GedcomIssue[] {
  const out: GedcomIssue[] = [];
  const xrefs = new Set<string>();
  for (const r of records) if (r.xref) xrefs.add(r.xref);
  const head = records[0];
  const vers = head?.children.find((c) => c.tag === 'GEDC')?.children.find((c) => c.tag === 'VERS')?.value;
  if (!vers?.startsWith('7.0')) out.push({ line: head?.line ?? 1, message: `HEAD.GEDC.VERS must be 7.0, not ${vers ?? 'missing'}` });
  if (records[records.length - 1]?.tag !== 'TRLR') out.push({ line: 0, message: 'the file must end with TRLR' });
  const top = grammar7().subs('')!;
  checkChildren(records, top, xrefs, out, '', 1);
  return out;
}
