/**
 * A prompt being read: its text after normalisation (full-width forms, reign years and years in
 * Chinese numerals turned into Western years), the parts already taken, and its clauses.
 */
import { REIGN_YEAR_PATTERN, chineseDigitYear, reignYear } from '../chinese/reignYears';

export interface Conversion {
  written: string;
  year: number;
}

const HAN = /\p{Script=Han}/u;
const CLAUSE_BREAK = /[,;!?，；。！？、\n]|\.(?=\s|$)(?<!\b(?:c|ca|b|d|abt|approx)\.)|\s+(?:and|then|but|also|later)\s+|然后|然後|后来|後來|并且|並且/giu;

const patterns = new Map<string, RegExp>();
/** Patterns are compiled once: the parser's lists are long, and compiling them costs more than reading a prompt. */
function compiled(source: string): RegExp {
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source, 'giu')));
  return re;
}

export class PromptText {
  readonly text: string;
  /** Years written as reign years or in Chinese numerals, as the prompt wrote them. */
  readonly conversions: Conversion[] = [];
  private readonly used: Uint8Array;
  private readonly clause: Int32Array;
  readonly language: 'en' | 'zh';

  constructor(prompt: string) {
    let text = prompt.normalize('NFKC').replace(/[“”"]/gu, ' ').replace(/[ \t]+/gu, ' ').trim();
    text = text.replace(REIGN_YEAR_PATTERN, (written) => {
      const r = reignYear(written);
      if (!r) return written;
      this.conversions.push({ written: r.text, year: r.year });
      return `${r.year}年`;
    });
    text = text.replace(/([〇零○一二三四五六七八九]{4})年/gu, (written, digits: string) => {
      const year = chineseDigitYear(digits.replace('○', '〇'));
      if (year === null) return written;
      this.conversions.push({ written, year });
      return `${year}年`;
    });
    this.text = text;
    this.used = new Uint8Array(text.length);
    this.clause = new Int32Array(text.length + 1);
    let n = 0;
    let last = 0;
    for (const m of text.matchAll(CLAUSE_BREAK)) {
      this.clause.fill(n, last, m.index);
      n++;
      this.clause.fill(-1, m.index, m.index + m[0].length);
      last = m.index + m[0].length;
    }
    this.clause.fill(n, last);
    let han = 0;
    let letters = 0;
    for (const ch of text) {
      if (HAN.test(ch)) han++;
      else if (/\p{L}/u.test(ch)) letters++;
    }
    // Latin names inside a Chinese sentence ("他的妻子叫 Lee") still make it a Chinese prompt.
    this.language = han * 3 >= letters && han > 0 ? 'zh' : 'en';
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  take(start: number, end: number): void {
    this.used.fill(1, start, end);
  }

  clauseOf(at: number): number {
    return this.clause[Math.min(at, this.text.length)]!;
  }

  /** Matches of a pattern in parts not taken yet; a match over a taken part is tried again one character on. */
  *free(pattern: string | RegExp): Generator<RegExpExecArray> {
    const re = compiled(typeof pattern === 'string' ? pattern : pattern.source);
    re.lastIndex = 0;
    for (let m = re.exec(this.text); m; m = re.exec(this.text)) {
      if (!m[0].length) {
        re.lastIndex++;
        continue;
      }
      if (this.isFree(m.index, m.index + m[0].length)) yield m;
      else re.lastIndex = m.index + 1;
    }
  }

  /** Text before `at` back to the start of its clause, parts taken blanked out. */
  before(at: number, max = 24): string {
    let start = Math.max(0, at - max);
    const clause = this.clauseOf(at > 0 ? at - 1 : 0);
    while (start < at && this.clause[start] !== clause) start++;
    return this.text.slice(start, at);
  }

  after(at: number, max = 24): string {
    return this.text.slice(at, Math.min(this.text.length, at + max));
  }

  /** The parts not taken, as [start, text] runs. */
  freeRuns(): { start: number; text: string }[] {
    const runs: { start: number; text: string }[] = [];
    let start = -1;
    for (let i = 0; i <= this.text.length; i++) {
      const free = i < this.text.length && !this.used[i];
      if (free && start < 0) start = i;
      if (!free && start >= 0) {
        runs.push({ start, text: this.text.slice(start, i) });
        start = -1;
      }
    }
    return runs;
  }
}
