import { describe, expect, it } from 'vitest';
import { relationNames, type RelationName } from './relationNames';
import { TreeBuilder } from './testTree';

/** Three generations around "me" on both sides, with in-laws, half and step relations. */
function bigFamily(): TreeBuilder {
  const t = new TreeBuilder();
  t.person('me', 'm', 1960).person('F', 'm', 1930).person('M', 'f', 1932).couple('F', 'M').child(['F', 'M'], 'me');
  // Ancestors
  t.person('FF', 'm', 1900).person('FM', 'f', 1902).couple('FF', 'FM').child(['FF', 'FM'], 'F');
  t.person('MF', 'm', 1905).person('MM', 'f', 1907).couple('MF', 'MM').child(['MF', 'MM'], 'M');
  t.person('FFF', 'm', 1870).person('FFM', 'f', 1872).couple('FFF', 'FFM').child(['FFF', 'FFM'], 'FF');
  t.person('MFF', 'm', 1880).child(['MFF'], 'MF');
  t.person('FFFF', 'm', 1840).child(['FFFF'], 'FFF');
  // Father's siblings and their families
  t.person('FeB', 'm', 1925).person('FyB', 'm', 1935).person('FZ', 'f', 1928).person('FB?', 'm');
  for (const s of ['FeB', 'FyB', 'FZ', 'FB?']) t.child(['FF', 'FM'], s);
  t.person('FeBW', 'f').couple('FeB', 'FeBW').person('FyBW', 'f').couple('FyB', 'FyBW').person('FZH', 'm').couple('FZ', 'FZH');
  t.person('FeBS', 'm', 1955).person('FeBD', 'f', 1965).child(['FeB', 'FeBW'], 'FeBS').child(['FeB', 'FeBW'], 'FeBD');
  t.person('FyBS', 'm', 1962).child(['FyB', 'FyBW'], 'FyBS');
  t.person('FZS', 'm', 1950).child(['FZ', 'FZH'], 'FZS');
  t.person('FeBSW', 'f').couple('FeBS', 'FeBSW').person('FeBSS', 'm').child(['FeBS', 'FeBSW'], 'FeBSS');
  // Mother's siblings
  t.person('MB', 'm', 1934).person('MZ', 'f', 1936).child(['MF', 'MM'], 'MB').child(['MF', 'MM'], 'MZ');
  t.person('MBW', 'f').couple('MB', 'MBW').person('MZH', 'm').couple('MZ', 'MZH');
  t.person('MBD', 'f', 1958).child(['MB', 'MBW'], 'MBD').person('MZD', 'f', 1963).child(['MZ', 'MZH'], 'MZD');
  // Grandparents' siblings and their lines
  t.person('FFeB', 'm', 1898).child(['FFF', 'FFM'], 'FFeB').person('FFZ', 'f', 1904).child(['FFF', 'FFM'], 'FFZ');
  t.person('FFeBS', 'm', 1928).child(['FFeB'], 'FFeBS').person('FFeBSS', 'm', 1961).child(['FFeBS'], 'FFeBSS');
  t.person('MFZ', 'f').child(['MFF'], 'MFZ').person('MFB', 'm').child(['MFF'], 'MFB');
  t.person('MFBS', 'm').child(['MFB'], 'MFBS').person('MFBSD', 'f').child(['MFBS'], 'MFBSD');
  // My siblings, their spouses and children
  t.person('eB', 'm', 1955).person('eZ', 'f', 1957).person('yB', 'm', 1963).person('yZ', 'f', 1965).person('sib?', 'none');
  for (const s of ['eB', 'eZ', 'yB', 'yZ', 'sib?']) t.child(['F', 'M'], s);
  t.person('eBW', 'f').couple('eB', 'eBW').person('yBW', 'f').couple('yB', 'yBW');
  t.person('eZH', 'm').couple('eZ', 'eZH').person('yZH', 'm').couple('yZ', 'yZH');
  t.person('eBS', 'm').person('eBD', 'f').child(['eB', 'eBW'], 'eBS').child(['eB', 'eBW'], 'eBD');
  t.person('eZS', 'm').person('eZD', 'f').child(['eZ', 'eZH'], 'eZS').child(['eZ', 'eZH'], 'eZD');
  t.person('eBSS', 'm').child(['eBS'], 'eBSS');
  // Father's second wife, her son from before, and their son; mother's first husband and daughter
  t.person('F2W', 'f', 1940).couple('F', 'F2W').person('HB', 'm', 1970).child(['F', 'F2W'], 'HB');
  t.person('F2WH', 'm').couple('F2WH', 'F2W', true).person('F2WS', 'm', 1958).child(['F2WH', 'F2W'], 'F2WS');
  t.person('MH1', 'm').couple('M', 'MH1', true).person('HZ', 'f', 1952).child(['M', 'MH1'], 'HZ');
  // My wife, her family, our children and theirs
  t.person('W', 'f', 1962).couple('me', 'W');
  t.person('WF', 'm').person('WM', 'f').couple('WF', 'WM').child(['WF', 'WM'], 'W');
  t.person('WeB', 'm', 1958).person('WyZ', 'f', 1965).child(['WF', 'WM'], 'WeB').child(['WF', 'WM'], 'WyZ');
  t.person('WyZH', 'm').couple('WyZ', 'WyZH');
  t.person('S', 'm', 1985).person('D', 'f', 1987).child(['me', 'W'], 'S').child(['me', 'W'], 'D');
  t.person('AS', 'm', 1990).child(['me'], 'AS', 'adopted');
  t.person('WH1', 'm').couple('W', 'WH1', true).person('WS', 'm', 1980).person('WD', 'f', 1982);
  t.child(['W', 'WH1'], 'WS').child(['W', 'WH1'], 'WD');
  t.person('SW', 'f').couple('S', 'SW').person('DH', 'm').couple('D', 'DH');
  t.person('SWF', 'm').child(['SWF'], 'SW');
  t.person('SS', 'm').person('SD', 'f').child(['S', 'SW'], 'SS').child(['S', 'SW'], 'SD');
  t.person('DS', 'm').person('DD', 'f').child(['D', 'DH'], 'DS').child(['D', 'DH'], 'DD');
  t.person('SSS', 'm').child(['SS'], 'SSS').person('DSS', 'm').child(['DS'], 'DSS');
  // Someone with no link at all
  t.person('stranger', 'm', 1960);
  return t;
}

const names = relationNames(bigFamily(), 'me');
const term = (id: string): Pick<RelationName, 'en' | 'zh'> => {
  const r = names.get(id);
  if (!r) throw new Error(`no relation for ${id}`);
  return { en: r.en, zh: r.zh };
};

describe('relationNames: blood relatives', () => {
  it.each([
    ['me', 'self', '本人'],
    ['F', 'father', '父亲'],
    ['M', 'mother', '母亲'],
    ['FF', 'paternal grandfather', '祖父'],
    ['FM', 'paternal grandmother', '祖母'],
    ['MF', 'maternal grandfather', '外祖父'],
    ['MM', 'maternal grandmother', '外祖母'],
    ['FFF', 'paternal great-grandfather', '曾祖父'],
    ['FFM', 'paternal great-grandmother', '曾祖母'],
    ['MFF', 'maternal great-grandfather', '外曾祖父'],
    ['FFFF', 'paternal great-great-grandfather', '高祖父'],
    ['FeB', 'paternal uncle (elder)', '伯父'],
    ['FyB', 'paternal uncle (younger)', '叔叔'],
    ['FB?', 'paternal uncle', '叔伯'],
    ['FZ', 'paternal aunt', '姑姑'],
    ['MB', 'maternal uncle', '舅舅'],
    ['MZ', 'maternal aunt', '姨妈'],
    ['eB', 'elder brother', '哥哥'],
    ['eZ', 'elder sister', '姐姐'],
    ['yB', 'younger brother', '弟弟'],
    ['yZ', 'younger sister', '妹妹'],
    ['sib?', 'sibling', '兄弟姐妹'],
    ['FeBS', 'first cousin', '堂兄'],
    ['FeBD', 'first cousin', '堂妹'],
    ['FyBS', 'first cousin', '堂弟'],
    ['FZS', 'first cousin', '表兄'],
    ['MBD', 'first cousin', '表姐'],
    ['MZD', 'first cousin', '表妹'],
    ['S', 'son', '儿子'],
    ['D', 'daughter', '女儿'],
    ['SS', 'grandson', '孙子'],
    ['SD', 'granddaughter', '孙女'],
    ['DS', 'grandson', '外孙'],
    ['DD', 'granddaughter', '外孙女'],
    ['SSS', 'great-grandson', '曾孙'],
    ['DSS', 'great-grandson', '外曾孙'],
    ['eBS', 'nephew', '侄子'],
    ['eBD', 'niece', '侄女'],
    ['eZS', 'nephew', '外甥'],
    ['eZD', 'niece', '外甥女'],
    ['eBSS', 'grandnephew', '侄孙'],
    ['FFeB', 'paternal great-uncle', '伯祖父'],
    ['FFZ', 'paternal great-aunt', '姑祖母'],
    ['MFZ', 'maternal great-aunt', '外姑祖母'],
    ['MFB', 'maternal great-uncle', '外叔伯祖父'],
    ['FFeBS', 'first cousin once removed', '堂伯父'],
    ['MFBS', 'first cousin once removed', '堂舅'],
    ['FeBSS', 'first cousin once removed', '堂侄'],
    ['FFeBSS', 'second cousin', '再从弟'],
    ['MFBSD', 'second cousin', '远亲'],
  ])('%s is %s / %s', (id, en, zh) => {
    expect(term(id)).toEqual({ en, zh });
  });

  it('gives the spoken forms beside the written ones', () => {
    expect(names.get('FF')?.zhAlt).toBe('爷爷');
    expect(names.get('MM')?.zhAlt).toBe('外婆');
    expect(names.get('MF')?.zhAlt).toBe('外公');
    expect(names.get('FeB')?.zhAlt).toBe('伯伯');
  });

  it('names half-siblings with the shared parent', () => {
    expect(term('HB')).toEqual({ en: 'younger half-brother', zh: '同父异母的弟弟' });
    expect(term('HZ')).toEqual({ en: 'elder half-sister', zh: '同母异父的姐姐' });
  });

  it('names an adopted child', () => {
    expect(term('AS')).toEqual({ en: 'adopted son', zh: '养子' });
  });

  it('leaves unconnected persons out', () => {
    expect(names.has('stranger')).toBe(false);
  });

  it('records the real path taken', () => {
    expect(names.get('FeBS')).toMatchObject({ path: ['F', 'FF', 'FeB', 'FeBS'], steps: 'ppcc' });
    expect(names.get('WF')).toMatchObject({ path: ['W', 'WF'], steps: 'sp' });
    expect(names.get('me')).toMatchObject({ path: [], steps: '' });
  });

  it('serialises terms and path to JSON', () => {
    expect(JSON.parse(JSON.stringify(names.get('FF')))).toEqual({
      en: 'paternal grandfather', zh: '祖父', zhAlt: '爷爷', path: ['F', 'FF'], steps: 'pp',
    });
    expect(JSON.parse(JSON.stringify(names.get('F')))).toEqual({ en: 'father', zh: '父亲', path: ['F'], steps: 'p' });
  });
});

describe('relationNames: relatives by marriage and step relations', () => {
  it.each([
    ['W', 'wife', '妻子'],
    ['SW', 'daughter-in-law', '儿媳'],
    ['DH', 'son-in-law', '女婿'],
    ['eBW', 'sister-in-law', '嫂子'],
    ['yBW', 'sister-in-law', '弟媳'],
    ['eZH', 'brother-in-law', '姐夫'],
    ['yZH', 'brother-in-law', '妹夫'],
    ['FeBW', 'paternal aunt by marriage (elder)', '伯母'],
    ['FyBW', 'paternal aunt by marriage (younger)', '婶婶'],
    ['FZH', 'paternal uncle by marriage', '姑父'],
    ['MBW', 'maternal aunt by marriage', '舅妈'],
    ['MZH', 'maternal uncle by marriage', '姨父'],
    ['FeBSW', "first cousin's wife", '堂嫂'],
    ['WF', 'father-in-law', '岳父'],
    ['WM', 'mother-in-law', '岳母'],
    ['WeB', 'brother-in-law', '大舅子'],
    ['WyZ', 'sister-in-law', '小姨子'],
    ['WyZH', "wife's younger sister's husband", '连襟'],
    ['F2W', 'stepmother', '继母'],
    ['F2WS', 'elder stepbrother', '继兄'],
    ['WS', 'stepson', '继子'],
    ['WD', 'stepdaughter', '继女'],
    ['SWF', "son's father-in-law", '亲家公'],
    ['MH1', "mother's ex-husband", '母亲的前夫'],
    ['WH1', "wife's ex-husband", '妻子的前夫'],
    ['F2WH', "stepmother's ex-husband", '继母的前夫'],
  ])('%s is %s / %s', (id, en, zh) => {
    expect(term(id)).toEqual({ en, zh });
  });
});

describe('relationNames: seen from a married woman', () => {
  const t = new TreeBuilder();
  t.person('me', 'f', 1970).person('H', 'm', 1968).couple('me', 'H');
  t.person('HF', 'm').person('HM', 'f').couple('HF', 'HM').child(['HF', 'HM'], 'H');
  t.person('HeB', 'm', 1965).person('HyZ', 'f', 1972).child(['HF', 'HM'], 'HeB').child(['HF', 'HM'], 'HyZ');
  t.person('HeBW', 'f').couple('HeB', 'HeBW');
  t.person('myB', 'm').person('myF', 'm').child(['myF'], 'me').child(['myF'], 'myB');
  t.person('myBS', 'm').child(['myB'], 'myBS');
  const n = relationNames(t, 'me');

  it.each([
    ['H', 'husband', '丈夫'],
    ['HF', 'father-in-law', '公公'],
    ['HM', 'mother-in-law', '婆婆'],
    ['HeB', 'brother-in-law', '大伯子'],
    ['HyZ', 'sister-in-law', '小姑子'],
    ['HeBW', "husband's elder brother's wife", '妯娌'],
    ['myB', 'brother', '兄弟'],
    ['myBS', 'nephew', '侄子'],
  ])('%s is %s / %s', (id, en, zh) => {
    expect({ en: n.get(id)?.en, zh: n.get(id)?.zh }).toEqual({ en, zh });
  });
});

describe('relationNames: adoptive, step and foster parents', () => {
  const t = new TreeBuilder();
  t.person('me', 'f').person('AF', 'm').person('AM', 'f').person('SF', 'm').person('FosM', 'f').person('BF', 'none');
  t.child(['AF'], 'me', 'adopted').child(['AM'], 'me', 'adopted').child(['SF'], 'me', 'step').child(['FosM'], 'me', 'foster').child(['BF'], 'me');
  t.person('SFS', 'm', 1990).child(['SF'], 'SFS');
  const n = relationNames(t, 'me');

  it('qualifies each parent by the kind of parenthood', () => {
    expect(n.get('AF')).toMatchObject({ en: 'adoptive father', zh: '养父' });
    expect(n.get('AM')).toMatchObject({ en: 'adoptive mother', zh: '养母' });
    expect(n.get('SF')).toMatchObject({ en: 'stepfather', zh: '继父' });
    expect(n.get('FosM')).toMatchObject({ en: 'foster mother', zh: '养母' });
    expect(n.get('BF')).toMatchObject({ en: 'parent', zh: '父母' });
  });

  it('makes a step-parent’s child a step-sibling', () => {
    expect(n.get('SFS')).toMatchObject({ en: 'stepbrother', zh: '继兄弟' });
  });

  it('names the home person’s step-child from the parent side', () => {
    expect(relationNames(t, 'SF').get('me')).toMatchObject({ en: 'stepdaughter', zh: '继女' });
    expect(relationNames(t, 'AF').get('me')).toMatchObject({ en: 'adopted daughter', zh: '养女' });
  });
});

describe('relationNames: the general fallback', () => {
  /** home up `a` generations to a shared ancestor and down `b` generations to the relative. */
  function line(a: number, b: number, gender: 'm' | 'f' = 'm') {
    const t = new TreeBuilder().person('x0', gender);
    for (let i = 1; i <= a; i++) t.person(`x${i}`, 'f').child([`x${i}`], `x${i - 1}`);
    let prev = `x${a}`;
    for (let j = 1; j <= b; j++) {
      t.person(`y${j}`, j === b ? gender : 'f').child([prev], `y${j}`);
      prev = `y${j}`;
    }
    return relationNames(t, 'x0').get(prev);
  }

  it('counts cousins and removals from generations', () => {
    expect(line(4, 6)).toMatchObject({ en: 'third cousin twice removed', zh: '远亲' });
    expect(line(3, 3)).toMatchObject({ en: 'second cousin', zh: '远亲' });
    expect(line(5, 2)).toMatchObject({ en: 'first cousin three times removed', zh: '远亲' });
    expect(line(6, 6, 'f')).toMatchObject({ en: 'fifth cousin', zh: '远亲' });
  });

  it('names distant direct ancestors and descendants', () => {
    expect(line(7, 0)).toMatchObject({ en: 'maternal 5× great-grandmother', zh: '外太祖母' });
    expect(line(12, 0)).toMatchObject({ en: 'maternal 10× great-grandmother', zh: '远亲' });
  });

  it('names the relatives of a same-surname line as 族 kin', () => {
    const t = new TreeBuilder().person('me', 'm', 1960);
    let up = 'me';
    for (const id of ['F', 'FF', 'FFF', 'FFFF']) {
      t.person(id, 'm').child([id], up);
      up = id;
    }
    let down = 'FFFF';
    for (const id of ['a', 'b', 'c', 'cousin']) {
      t.person(id, id === 'cousin' ? 'f' : 'm', id === 'cousin' ? 1955 : undefined).child([down], id);
      down = id;
    }
    expect(relationNames(t, 'me').get('cousin')).toMatchObject({ en: 'third cousin', zh: '族姐' });
  });
});

describe('relationNames: path choice', () => {
  it('prefers blood to marriage and keeps a recorded spouse as spouse', () => {
    const t = new TreeBuilder();
    t.person('me', 'm', 1960).person('F', 'm').child(['F'], 'me').person('FF', 'm').child(['FF'], 'F');
    t.person('FB', 'm').child(['FF'], 'FB').person('W', 'f', 1962).child(['FB'], 'W').couple('me', 'W');
    t.person('WS', 'm').child(['FB'], 'WS');
    const n = relationNames(t, 'me');
    expect(n.get('W')).toMatchObject({ zh: '妻子', steps: 's' });
    expect(n.get('FB')).toMatchObject({ zh: '叔伯' }); // blood uncle, not 岳父
    expect(n.get('WS')?.zh).toBe('堂兄弟');
  });

  it('names an ex-spouse, a child’s other parent and long chains by marriage', () => {
    const t = new TreeBuilder();
    t.person('me', 'm').person('X', 'f').couple('me', 'X', true).person('W', 'f').couple('me', 'W');
    t.person('P', 'f').person('C', 'm').child(['me', 'P'], 'C');
    t.person('WB', 'm', 1950).person('WF', 'm').child(['WF'], 'W').child(['WF'], 'WB');
    t.person('WBW', 'f').couple('WB', 'WBW').person('WBWF', 'm').child(['WBWF'], 'WBW');
    t.person('WBWFW', 'f').couple('WBWF', 'WBWFW');
    const n = relationNames(t, 'me');
    expect(n.get('X')).toMatchObject({ en: 'ex-wife', zh: '前妻' });
    expect(n.get('P')).toMatchObject({ en: "son's mother", zh: '儿子的母亲', steps: 'cp' });
    expect(n.get('WBWF')).toMatchObject({ en: "wife's brother's father-in-law", zh: '妻子的兄弟的岳父' });
    expect(n.get('WBWFW')).toMatchObject({ en: 'relative by marriage', zh: '姻亲' });
  });

  it('returns nothing for an unknown home person', () => {
    expect(relationNames(new TreeBuilder().person('a', 'm'), 'zzz').size).toBe(0);
  });
});
