/**
 * Common Chinese surnames with their traditional form, Mandarin reading as a surname and the
 * romanisations overseas families actually carry in passports and records.
 *
 * This table is hand-written (not generated from a dictionary): the spellings are the customary ones
 * of Hong Kong and Macau (Cantonese), Taishan / early Chinese-American records, Singapore, Malaysia,
 * Indonesia and the Philippines (Hokkien, Teochew, Hakka, Hainanese) and Wade-Giles. It exists because
 * no offline package maps these, and because a surname's reading and traditional form differ from the
 * character's everyday ones (单 shan, 曾 zeng, 区 ou; 余 stays 余, never 餘).
 */
export interface SurnameEntry {
  simplified: string;
  traditional: string;
  /** Mandarin reading as a surname, toneless, one syllable per character. */
  pinyin: string[];
  /** Romanisations other than the pinyin, lower case, as written ("au-yeung"). */
  romanisations: string[];
}

// simplified | traditional | pinyin | romanisations
const ROWS = `
黄|黃|huang|wong vong bong ng ooi oei wee uy hwang
陈|陳|chen|chan tan chin chun ting tang
李|李|li|lee lei lie ly
林|林|lin|lim lam lum liem
吴|吳|wu|ng goh gouw woo ngo
伍|伍|wu|ng eng ung woo
梁|梁|liang|leung leong liong neo nio
张|張|zhang|cheung cheong chong chang teo teoh tio
郭|郭|guo|kwok kuok quek kwek kok koay kuo
周|周|zhou|chow chau chew chou chiu
刘|劉|liu|lau lao low lew liew
叶|葉|ye|yip ip yeh yap yeap
何|何|he|ho hoh hor
谢|謝|xie|tse che chia cheah seah sia hsieh
赵|趙|zhao|chiu chao teo tio chew
莫|莫|mo|mok moh bok
王|王|wang|wong ong heng vong
杨|楊|yang|yeung young yong yeo yeoh ieong
邓|鄧|deng|tang teng then
曾|曾|zeng|tsang tseng tsen chan cheng
蔡|蔡|cai|choi choy tsoi chua chuah tsai chai chye
郑|鄭|zheng|cheng chang cheang tay teh tee
许|許|xu|hui hsu khoo koh kho
徐|徐|xu|tsui chui chee hsu
胡|胡|hu|wu woo foo hoo
朱|朱|zhu|chu chue choo gee jee
马|馬|ma|mah mar beh
孙|孫|sun|suen syun soon sng
罗|羅|luo|law lo loh lor
高|高|gao|ko kao koh kou
宋|宋|song|sung soong
邱|邱|qiu|yau khoo khu hew hiew chiu
丘|丘|qiu|yau khoo hew hiew
冯|馮|feng|fung fong foong pang
唐|唐|tang|tong tng
汤|湯|tang|tong thng
韩|韓|han|hon
邝|鄺|kuang|kwong
谭|譚|tan|tam taam tham hom
黎|黎|li|lai lay le
赖|賴|lai|lua
廖|廖|liao|liu liew liow leow liau
钟|鍾|zhong|chung choong chong
温|溫|wen|wan woon voon oon un
方|方|fang|fong hong png
苏|蘇|su|so soh soo
卢|盧|lu|lo lou loo
吕|呂|lv|lui lu lyu loo
余|余|yu|yee yue ee
于|于|yu|yue
范|范|fan|faan huan
沈|沈|shen|sham shum sum sim
曹|曹|cao|tso cho chor tsao
彭|彭|peng|pang phang pheng
潘|潘|pan|poon pun phua phoon
关|關|guan|kwan kuan quan
区|區|ou|au ao ow
欧阳|歐陽|ou yang|au-yeung auyeung au-yang owyang oyang
司徒|司徒|si tu|szeto seto seeto soohoo
司马|司馬|si ma|sze-ma szema
上官|上官|shang guan|sheung-kwoon
诸葛|諸葛|zhu ge|chu-kot
单|單|shan|sin shin
傅|傅|fu|foo poh
董|董|dong|tung
袁|袁|yuan|yuen yun
萧|蕭|xiao|siu siew seow siow hsiao
肖|肖|xiao|siu
韦|韋|wei|wai
戴|戴|dai|tai
姚|姚|yao|yiu iu yeow
江|江|jiang|kong kang kiang
蒋|蔣|jiang|cheung cheong chiang
杜|杜|du|to tou toh
甄|甄|zhen|yan
邵|邵|shao|shiu
雷|雷|lei|lui looi loy
容|容|rong|yung
翁|翁|weng|yung ang ung
洪|洪|hong|hung ang
石|石|shi|shek sek
龙|龍|long|lung loong
侯|侯|hou|hau
孔|孔|kong|hung khong
严|嚴|yan|yim giam
姜|姜|jiang|keung kiang
程|程|cheng|ching
丁|丁|ding|ting teng
颜|顏|yan|ngan gan
魏|魏|wei|ngai gui
邹|鄒|zou|chau chow tsou
文|文|wen|man boon mun
岑|岑|cen|shum sam
秦|秦|qin|chun chin
解|解|xie|hai
仇|仇|qiu|kau sau
查|查|zha|cha
冼|冼|xian|sin
万|萬|wan|man ban
庄|莊|zhuang|chong chng
游|游|you|yau iu
后|后|hou|hau
谷|谷|gu|kuk
党|党|dang|tong
郁|郁|yu|yuk
云|雲|yun|wan
华|華|hua|wah
车|車|che|che
乐|樂|yue|lok
毛|毛|mao|mo mou
简|簡|jian|kan kaan
朴|朴|piao|park
覃|覃|qin|tam cham
`;

/** The surname table, parsed once. */
export const SURNAMES: readonly SurnameEntry[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const [simplified, traditional, pinyin, romanisations] = line.split('|');
    return { simplified, traditional, pinyin: pinyin.split(' '), romanisations: romanisations.split(' ').filter(Boolean) };
  });

const bySimplified = new Map<string, SurnameEntry>();
const byTraditional = new Map<string, SurnameEntry>();
for (const e of SURNAMES) {
  if (!bySimplified.has(e.simplified)) bySimplified.set(e.simplified, e);
  if (!byTraditional.has(e.traditional)) byTraditional.set(e.traditional, e);
}

/** The table entry for a surname written in either script, if the table has it. */
export function findSurname(surname: string): SurnameEntry | undefined {
  return bySimplified.get(surname) ?? byTraditional.get(surname);
}
