/**
 * The given name and surname of a NAME structure, from its value and its pieces (NPFX, GIVN, NICK,
 * SPFX, SURN, NSFX). Both GEDCOM 5.5.1 and 7.0 make the value the name: 5.5.1 says systems "must
 * construct their names based on the NAME_PERSONAL structure", 7.0 that the payload "shall be seen as
 * the primary name representation, with name pieces as optional auxiliary information" and that it may
 * hold more than the pieces. The pieces are lists (5.5.1 separates items with commas, "Louis, XIII";
 * 7.0 repeats the line), so their text is never shown where the value has the words. They serve to
 * tell which words of the value are a title, a suffix or a nickname, and to fill in a given name or
 * surname the value lacks.
 */

/** Every line of each piece of one NAME, in file order; most names have none of most pieces. */
export interface NamePieces {
  npfx: readonly string[];
  givn: readonly string[];
  nick: readonly string[];
  spfx: readonly string[];
  surn: readonly string[];
  nsfx: readonly string[];
}

/** The list of a piece no line holds, shared by all names. */
export const NO_LINES: readonly string[] = Object.freeze([]);

/** A NAME value cut at its slashes; `surname` is null without a pair of slashes or with nothing in it. */
export interface ValueParts {
  /** Text before the first slash (all of it when there is none). */
  before: string;
  surname: string | null;
  /** Text after the closing slash, with any further slashes read as spaces. */
  after: string;
}

/** Cuts "John /Smith/ Jr" into "John ", "Smith" and " Jr"; a lone slash runs the surname to the end. */
export function cutValue(value: string): ValueParts {
  const a = value.indexOf('/');
  if (a < 0) return { before: value, surname: null, after: '' };
  const b = value.indexOf('/', a + 1);
  const surname = value.slice(a + 1, b < 0 ? undefined : b).trim();
  // A value may hold one pair of slashes: any past it are not part of a name (7.0 drops them).
  const after = b < 0 ? '' : value.slice(b + 1).replace(/\//g, ' ');
  return { before: value.slice(0, a), surname: surname || null, after };
}

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** The words of a piece's lines: commas separate the items of a 5.5.1 list. */
function pieceWords(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) for (const w of line.split(/[\s,]+/)) if (w) out.push(w);
  return out;
}

/** Words compare without case and without the commas of a list. */
const key = (w: string): string => w.replace(/,/g, '').toLowerCase();

function runAt(tokens: string[], run: string[], at: number): boolean {
  if (at < 0 || at + run.length > tokens.length) return false;
  for (let k = 0; k < run.length; k++) if (key(tokens[at + k]!) !== key(run[k]!)) return false;
  return true;
}

function findRun(tokens: string[], run: string[]): number {
  for (let at = 0; at + run.length <= tokens.length; at++) if (runAt(tokens, run, at)) return at;
  return -1;
}

const sameWords = (a: string[], b: string[]): boolean => a.length === b.length && runAt(a, b, 0);

const QUOTES: [string, string][] = [['"', '"'], ['“', '”']];

/** True when the NAME has no piece other than a GIVN equal to its given name (the usual case). */
function nothingToRead(p: NamePieces, parts: ValueParts, given: string | null): boolean {
  if (p.npfx.length > 0 || p.nick.length > 0 || p.nsfx.length > 0 || parts.surname === null || given === null) return false;
  // GIVN = the given name: the only other reading (slashes round the wrong part) gives the same.
  return p.givn.length === 0 || (p.givn.length === 1 && p.givn[0]!.trim() === given);
}

/**
 * The given name and surname a NAME value and its pieces say. `given` is the value's given name as
 * cut (before and after the slashes, spaces collapsed); `zh` says the value is Chinese, whose surname
 * is written first and without a space.
 */
export function readPersonalName(parts: ValueParts, given: string | null, p: NamePieces, zh: boolean): { given: string | null; surname: string | null } {
  if (nothingToRead(p, parts, given)) return { given, surname: parts.surname };
  const givn = pieceWords(p.givn);
  const surn = [...pieceWords(p.spfx), ...pieceWords(p.surn)];
  let pre = words(parts.before);
  let post = words(parts.after);
  let surname = parts.surname;
  // The slashes round the given name and the surname outside them, as the pieces say ("田中 /太郎/"
  // with GIVN 太郎 and SURN 田中): the words are the value's, put where the pieces say.
  if (surname !== null && givn.length > 0 && p.surn.length > 0 && sameWords(words(surname), givn) && sameWords([...pre, ...post], surn)) {
    return { given: surname, surname: [...pre, ...post].join(' ') };
  }
  if (surname === null && surn.length > 0) {
    // No surname between slashes: the pieces give it, and where the value has it, it is not given name.
    const at = findRun(pre, surn);
    const compact = surn.join('');
    if (at >= 0) {
      surname = pre.slice(at, at + surn.length).join(' ');
      pre = [...pre.slice(0, at), ...pre.slice(at + surn.length)];
    } else if (zh && pre.length === 1 && pre[0]!.length > compact.length && pre[0]!.startsWith(compact)) {
      surname = compact;
      pre = [pre[0]!.slice(compact.length)];
    } else {
      surname = surn.join(' ');
    }
  }
  const npfx = pieceWords(p.npfx);
  if (npfx.length > 0 && runAt(pre, npfx, 0)) pre = pre.slice(npfx.length);
  const nsfx = pieceWords(p.nsfx);
  if (nsfx.length > 0) {
    if (runAt(post, nsfx, post.length - nsfx.length)) post = post.slice(0, post.length - nsfx.length);
    else if (post.length === 0 && runAt(pre, nsfx, pre.length - nsfx.length)) pre = pre.slice(0, pre.length - nsfx.length);
  }
  let text = [...pre, ...post].join(' ');
  // A nickname in quotes ("Joseph "John"") is the NICK piece, which is read as a nickname of its own.
  for (const nick of p.nick) {
    const n = nick.trim();
    if (n) for (const [open, close] of QUOTES) text = text.replace(`${open}${n}${close}`, ' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return { given: text || (givn.length > 0 ? givn.join(' ') : null), surname };
}
