/** A problem found in a GEDCOM file, tied to the 1-based line it was found on (0 when not tied to one line). */
export interface GedcomIssue {
  line: number;
  message: string;
}

/** Thrown when a file cannot be imported at all; `line` says where, when known. */
export class GedcomError extends Error {
  readonly line: number;
  constructor(message: string, line = 0) {
    super(line > 0 ? `line ${line}: ${message}` : message);
    this.name = 'GedcomError';
    this.line = line;
  }
}
