import { describe, expect, it } from 'vitest';
import { fastDateValue } from './dateFast';
import { convertDate551To7, fromDateValue551, fromDateValue7, parseDate, readDateValue, toDateValue } from './dates';
import { decodeGedcom } from './decode';
import type { GedcomNode } from './node';
import { parseGedcom } from './parse';
import { graphToGedcom551, graphToGedcom7, importGedcom } from './index';
import { fixture } from './testFixtures';

function dates(rel: string): { value: string; phrase?: string }[] {
  const out: { value: string; phrase?: string }[] = [];
  const walk = (n: GedcomNode) => {
    if (n.tag === 'DATE' && n.level > 1) {
      const ph = n.children.find((c) => c.tag === 'PHRASE')?.value;
      out.push(ph !== undefined ? { value: n.value ?? '', phrase: ph } : { value: n.value ?? '' });
    }
    n.children.forEach(walk);
  };
  parseGedcom(decodeGedcom(fixture(rel)).text).records.forEach(walk);
  return out;
}

const V = (o: Partial<ReturnType<typeof toDateValue>>) => ({
  day: null, month: null, year: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null, ...o,
});

describe('GEDCOM dates', () => {
  it('converts every 5.5.1 date of date-all.ged to the 7.0 value and phrase of the reference conversion', () => {
    const five = dates('gedcom7code-test-files/5/date-all.ged');
    const seven = dates('gedcom7code-test-files/7/date-all.ged');
    expect(five.length).toBe(seven.length);
    expect(five.length).toBeGreaterThan(2900);
    const wrong = five.map((d, k) => ({ from: d.value, got: convertDate551To7(d.value), want: seven[k]! })).filter((x) => JSON.stringify(x.got) !== JSON.stringify(x.want));
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('writes a bare dual year as the range up to the next year ending in its second part', () => {
    expect(convertDate551To7('1401/8')).toEqual({ value: 'BET 1401 AND 1408', phrase: '1401/8' });
    expect(convertDate551To7('1799/97')).toEqual({ value: 'BET 1799 AND 1897', phrase: '1799/97' });
    expect(convertDate551To7('1701/99')).toEqual({ value: 'BET 1701 AND 1799', phrase: '1701/99' });
  });

  it('maps date forms to DateValue', () => {
    expect(toDateValue('12 MAR 1900')).toEqual(V({ day: 12, month: 3, year: 1900 }));
    expect(toDateValue('ABT 1900')).toEqual(V({ year: 1900, approximation_type: 0 }));
    expect(toDateValue('BEF MAR 1900')).toEqual(V({ month: 3, year: 1900, approximation_type: 1 }));
    expect(toDateValue('AFT 1900')).toEqual(V({ year: 1900, approximation_type: 2 }));
    expect(toDateValue('BET 1900 AND 1910')).toEqual(V({ year: 1900, approximation_type: 2, approximation_years: 10 }));
    expect(toDateValue('EST 1900')).toEqual(V({ year: 1900, approximation_type: 0, text_value: 'EST 1900' }));
    expect(toDateValue('FROM 1900 TO 1910')).toEqual(V({ year: 1900, text_value: 'FROM 1900 TO 1910' }));
    expect(toDateValue('INT 1900 (about the war)')).toEqual(V({ year: 1900, text_value: 'about the war' }));
    expect(toDateValue('INT @#DJULIAN@ 1900 (about the war)')).toEqual(V({ year: 1900, text_value: 'INT @#DJULIAN@ 1900 (about the war)' }));
    expect(toDateValue('1900', 'the year of the flood')).toEqual(V({ year: 1900, text_value: 'the year of the flood' }));
    expect(toDateValue('500 B.C.')).toEqual(V({ year: -500 }));
    expect(toDateValue('500 BCE')).toEqual(V({ year: -500 }));
    expect(toDateValue('1699/00')).toEqual(V({ year: 1699, text_value: '1699/00' }));
    expect(toDateValue('@#DJULIAN@ 1 JAN 1700')).toEqual(V({ day: 1, month: 1, year: 1700, text_value: '@#DJULIAN@ 1 JAN 1700' }));
    expect(toDateValue('@#DHEBREW@ 1 TSH 5700')).toEqual(V({ text_value: '@#DHEBREW@ 1 TSH 5700' }));
    expect(toDateValue('@#DFRENCH R@ 1 VEND 2')).toEqual(V({ text_value: '@#DFRENCH R@ 1 VEND 2' }));
    expect(toDateValue('(光緒三年)')).toEqual(V({ cn_date: '光緒三年' }));
    expect(toDateValue('', '光緒三年')).toEqual(V({ cn_date: '光緒三年' }));
    expect(toDateValue('sometime in spring')).toEqual(V({ text_value: 'sometime in spring' }));
    expect(parseDate('@#DFRENCH R@ 1 VEND 2')).toMatchObject({ kind: 'exact', date: { calendar: 'FRENCH_R', day: 1, month: 'VEND', year: 2 } });
  });

  it('writes DateValue back in 5.5.1 and 7.0', () => {
    expect(fromDateValue551(V({ day: 12, month: 3, year: 1900 }))).toBe('12 MAR 1900');
    expect(fromDateValue551(V({ year: 1900, approximation_type: 0 }))).toBe('ABT 1900');
    expect(fromDateValue551(V({ year: 1900, approximation_type: 0, approximation_years: 5 }))).toBe('BET 1895 AND 1905');
    expect(fromDateValue551(V({ year: 1900, approximation_type: 1, approximation_years: 5 }))).toBe('BET 1895 AND 1900');
    expect(fromDateValue551(V({ year: -500 }))).toBe('500 B.C.');
    expect(fromDateValue7(V({ year: -500 }))).toEqual({ value: '500 BCE' });
    expect(fromDateValue551(V({ text_value: '@#DHEBREW@ 1 TSH 5700' }))).toBe('@#DHEBREW@ 1 TSH 5700');
    expect(fromDateValue7(V({ text_value: '@#DHEBREW@ 1 TSH 5700' }))).toEqual({ value: 'HEBREW 1 TSH 5700' });
    expect(fromDateValue7(V({ text_value: '@#DFRENCH R@ 1 VEND 2' }))).toEqual({ value: 'FRENCH_R 1 VEND 2' });
    expect(fromDateValue551(V({ year: 1900, text_value: 'the year of the flood' }))).toBe('INT 1900 (the year of the flood)');
    expect(fromDateValue7(V({ year: 1900, text_value: 'the year of the flood' }))).toEqual({ value: '1900', phrase: 'the year of the flood' });
    expect(fromDateValue551(V({ cn_date: '光緒三年' }))).toBe('(光緒三年)');
    expect(fromDateValue7(V({ cn_date: '光緒三年' }))).toEqual({ value: '', phrase: '光緒三年' });
  });

  it.each(['gedcom7code-test-files/5/date-all.ged', 'familysearch-gedcom70/date.ged', 'cacack-gedcom-go/edge-cases/calendar-dates.ged'])(
    'gives the same DateValue after writing and reading every date of %s in 5.5.1 and in 7.0',
    (rel) => {
      const all = dates(rel);
      expect(all.length).toBeGreaterThan(5);
      for (const d of all) {
        const v = toDateValue(d.value, d.phrase);
        expect(toDateValue(fromDateValue551(v)), `${d.value} via 5.5.1`).toEqual(v);
        const seven = fromDateValue7(v);
        expect(toDateValue(seven.value, seven.phrase), `${d.value} via 7.0`).toEqual(v);
      }
    },
  );

  it('reads the common date forms on a fast path that agrees with the general reading, key order included', () => {
    expect(fastDateValue('12 MAR 1900')).toEqual(V({ day: 12, month: 3, year: 1900 }));
    expect(fastDateValue('BET 1900 AND 1904')).toEqual(V({ year: 1900, approximation_type: 2, approximation_years: 4 }));
    expect(fastDateValue('AFT DEC 1900')).toEqual(V({ month: 12, year: 1900, approximation_type: 2 }));
    for (const other of ['EST 1900', '12 mar 1900', ' 1900', '1900/01', 'BET 1900 AND 1401', 'BET MAR 1900 AND 1904', '0 MAR 1900', '3001']) {
      expect(fastDateValue(other), other).toBeUndefined();
    }
    const texts: string[] = [];
    for (const head of ['', 'ABT ', 'BEF ', 'AFT ', 'EST ', 'CAL ', 'abt ', 'INT ']) {
      for (const day of ['', '0 ', '1 ', '01 ', '31 ', '36 ', '37 ', '123 ', '5  ']) {
        for (const month of ['', 'JAN ', 'MAR ', 'DEC ', 'mar ', 'MARCH ', 'XYZ ', 'TSH ']) {
          for (const year of ['0', '1', '1900', '3000', '3001', '0900', '19000', '1900/01', '1900 B.C.', '', '1900 ', 'ABCD']) texts.push(head + day + month + year);
        }
      }
    }
    for (const a of ['1', '1900', '0', '3000', 'MAR 1900']) for (const b of ['1900', '2400', '2401', '1899', '3001', '1904 ']) texts.push(`BET ${a} AND ${b}`, `BET ${a}  AND ${b}`, `FROM ${a} TO ${b}`);
    let fast = 0;
    for (const t of texts) {
      if (fastDateValue(t) !== undefined) fast++;
      expect(JSON.stringify(toDateValue(t)), t).toBe(JSON.stringify(readDateValue(t)));
    }
    expect(fast).toBeGreaterThan(100);
    for (const d of dates('gedcom7code-test-files/5/date-all.ged')) expect(JSON.stringify(toDateValue(d.value)), d.value).toBe(JSON.stringify(readDateValue(d.value)));
  });
});

describe('dates with years too large for a number', () => {
  it('keeps them as the text written, digit for digit, instead of "1e+21" or "Infinity"', () => {
    for (const text of ['ABT 99999999999999999999', '1 JAN 1000000000000000000000', '@#DJULIAN@ 1 JAN 99999999999999999999', 'INT 99999999999999999999 (x)', '1'.repeat(400)]) {
      expect(parseDate(text)).toBeNull();
      expect(toDateValue(text)).toEqual(V({ text_value: text }));
    }
    // Within 2^53 the year is still read as a number, then judged by the date rules.
    expect(parseDate('9007199254740991')).toMatchObject({ kind: 'exact', date: { year: 9007199254740991 } });
  });

  it('round-trips them through both exports unchanged', () => {
    const text = `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 BIRT\n2 DATE ABT 99999999999999999999\n0 TRLR\n`;
    const doc = importGedcom(new TextEncoder().encode(text));
    expect(doc.graph.persons[0]!.birth_date).toEqual(V({ text_value: 'ABT 99999999999999999999' }));
    for (const out of [graphToGedcom551(doc.graph, { extras: doc.extras }), graphToGedcom7(doc.graph, { extras: doc.extras })]) {
      expect(importGedcom(new TextEncoder().encode(out)).graph.persons[0]!.birth_date).toEqual(V({ text_value: 'ABT 99999999999999999999' }));
    }
  });
});

describe('calendar escapes that name object members', () => {
  it('keeps "@#Dconstructor@" as an unknown calendar in the 7.0 phrase, not as the Object function', () => {
    expect(convertDate551To7('@#Dconstructor@ 1 JAN 1900/01')).toEqual({ value: '_CONSTRUCTOR 1 JAN 1900', phrase: '_constructor 1 JAN 1900/01' });
    expect(convertDate551To7('@#D__proto__@ 1900/01')).toEqual({ value: 'BET ___PROTO__ 1900 AND ___PROTO__ 1901', phrase: '___proto__ 1900/01' });
  });
});
