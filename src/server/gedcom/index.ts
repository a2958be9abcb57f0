/** The GEDCOM codec: bytes to the product model and back, 5.5.1 and 7.0. Pure functions, no I/O. */
import { decodeGedcom as decode, type DecodedGedcom } from './decode';
import { graphToGedcom551 as to551, graphToGedcom7 as to7, graphToGedzip as toZip, type ExportOptions } from './encode';
import { GedcomError, type GedcomIssue } from './issues';
import type { GedcomDocument } from './model';
import type { GedcomNode } from './node';
import { parseGedcom as parse, type ParsedGedcom } from './parse';
import { readGedzip as readZip, type Gedzip } from './gedzip';
import { gedcomToGraph as toGraph } from './toModel';
import { validateGedcom7 as validate7 } from './validate7';
import type { TreeGraph } from '../tree/graph';

export type { DecodedGedcom, ExportOptions, GedcomDocument, GedcomIssue, GedcomNode, Gedzip, ParsedGedcom };
export type { GedcomCounts, GedcomExtras, GedcomFamily, GedcomName, KeptNode } from './model';
export { GedcomError };
export { isChinese } from './cjk';
export { leavesArchive } from './gedzip';
export { toDateValue, fromDateValue551, fromDateValue7, parseDate } from './dates';

/** Decodes GEDCOM bytes (BOM, UTF-8, UTF-16, ANSEL, ASCII, CP1252 by CHAR); throws GedcomError for non-GEDCOM. */
export const decodeGedcom = (bytes: Uint8Array): DecodedGedcom => decode(bytes);

/** Parses GEDCOM text into records with line-numbered errors and warnings; never throws. */
export const parseGedcom = (text: string): ParsedGedcom => parse(text);

/** Maps parsed records to a TreeGraph plus the structures it cannot hold, names, counts and warnings. */
export const gedcomToGraph = (parsed: ParsedGedcom): GedcomDocument => toGraph(parsed);

/** Writes GEDCOM 5.5.1 (UTF-8, CONC at 255 characters) from a graph and the extras its import kept. */
export const graphToGedcom551 = (graph: TreeGraph, options?: ExportOptions): string => to551(graph, options);

/** Writes GEDCOM 7.0 that passes the 7.0 grammar from a graph and the extras its import kept. */
export const graphToGedcom7 = (graph: TreeGraph, options?: ExportOptions): string => to7(graph, options);

/** Writes a GEDZIP archive: gedcom.ged (7.0) plus media files by their relative paths. */
export const graphToGedzip = (graph: TreeGraph, media?: Record<string, Uint8Array>, options?: ExportOptions): Uint8Array => toZip(graph, media, options);

/** Checks parsed 7.0 records against the GEDCOM 7.0 grammar; an empty list means valid. */
export const validateGedcom7 = (records: GedcomNode[]): GedcomIssue[] => validate7(records);

/** Opens a GEDZIP archive: the gedcom.ged bytes and the other files by path. */
export const readGedzip = (bytes: Uint8Array): Gedzip => readZip(bytes);

/**
 * Bytes to model in one call, all or nothing: throws GedcomError at the first line-numbered error,
 * otherwise returns the document with every warning (decoding, blank lines, dangling pointers).
 */
export function importGedcom(bytes: Uint8Array): GedcomDocument {
  const decoded = decode(bytes);
  const parsed = parse(decoded.text);
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0]!;
    const more = parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more errors)` : '';
    throw new GedcomError(`${e.message}${more}`, e.line);
  }
  const doc = toGraph(parsed);
  doc.warnings.unshift(...decoded.warnings);
  return doc;
}
