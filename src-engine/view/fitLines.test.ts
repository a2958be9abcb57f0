import { describe, expect, it } from 'vitest';
import { fitLines, type Measure } from './fitLines';

/** A monospace stand-in for the renderer: Latin 7 px, CJK 13 px, the ellipsis 7 px. */
const mono: Measure = (s) => [...s].reduce((w, ch) => w + (/[\u4e00-\u9fff]/u.test(ch) ? 13 : 7), 0);

describe('fitLines', () => {
  it('keeps a name that fits on one line', () => {
    expect(fitLines('Ming Hua', mono, 120)).toEqual(['Ming Hua']);
  });

  it('breaks at a space instead of cutting the name on the first line', () => {
    // A 70 px line holds 10 Latin characters.
    expect(fitLines('Ming Hua Chen', mono, 70)).toEqual(['Ming Hua', 'Chen']);
    expect(fitLines('Étienne PENTHIÈVRE', mono, 84)).toEqual(['Étienne', 'PENTHIÈVRE']);
  });

  it('ends the second line with an ellipsis when the rest still does not fit', () => {
    const lines = fitLines('Maria Fernanda de los Santos Oliveira', mono, 84);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Maria');
    expect(lines[1].endsWith('…')).toBe(true);
    expect(mono(lines[1])).toBeLessThanOrEqual(84);
    expect(lines[1].startsWith('Fernanda de')).toBe(true);
  });

  it('breaks a Chinese name between characters', () => {
    expect(fitLines('欧阳美玲', mono, 30)).toEqual(['欧阳', '美玲']);
    expect(fitLines('爱新觉罗溥仪', mono, 30)).toEqual(['爱新', '觉…']);
  });

  it('breaks after a hyphen, and splits a word too long for any line', () => {
    expect(fitLines('Kwok-Wing', mono, 40)).toEqual(['Kwok-', 'Wing']);
    expect(fitLines('Wolfeschlegelstein', mono, 70)).toEqual(['Wolfeschle', 'gelstein']);
  });

  it('does not split surrogate pairs or combining accents', () => {
    expect(fitLines('𠀋𠀋𠀋𠀋', (s) => [...s].length * 10, 30, 1)).toEqual(['𠀋𠀋…']);
    const decomposed = 'E\u0301E\u0301E\u0301E\u0301';
    const lines = fitLines(decomposed, (s) => [...new Intl.Segmenter().segment(s)].length * 10, 30, 1);
    expect(lines).toEqual(['E\u0301E\u0301…']);
  });

  it('honours one line, and collapses extra spaces', () => {
    expect(fitLines('Ming   Hua  Chen', mono, 200, 1)).toEqual(['Ming Hua Chen']);
    expect(fitLines('Ming Hua Chen', mono, 70, 1)).toEqual(['Ming Hua…']);
    expect(fitLines('   ', mono, 70)).toEqual([]);
  });
});
