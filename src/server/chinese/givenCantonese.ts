/**
 * Cantonese readings of characters common in given names, so a given name searched in Chinese finds
 * the records a clerk wrote in Cantonese spelling only (永耀 finds Wing Yiu). Each character's Jyutping
 * is spelled the Hong Kong way (jyutpingHk.ts: 福 fuk1 -> Fuk, 进 zeon3 -> Chun); where older records
 * customarily wrote it otherwise, that spelling follows after a slash (新 San, customarily Sun, as in
 * Sun Wui 新會). Simplified characters; a query is simplified before it is looked up.
 */
import { hkSyllable } from './jyutpingHk';

const READINGS = `
明ming4 华waa4 文man4 强koeng4 荣wing4 福fuk1 贵gwai3 发faat3 胜sing3 新san1/sun 顺seon6/shun 昌coeng1 祥coeng4
安on1 金gam1 炳bing2/bing 寿sau6 德dak1 基gei1/kee 有jau5 汉hon3 杰git6 伟wai5 耀jiu6 泰taai3 兴hing1 才coi4 仁jan4
义ji6 全cyun4 辉fai1 光gwong1 国gwok3 宏wang4 锦gam2 添tim1 坤kwan1 鸿hung4 广gwong2 进zeon3 松cung4 海hoi2
美mei5 玲ling4 秀sau3 英jing1 兰laan4 芳fong1 月jyut6 凤fung6 丽lai6 珍zan1/chun 好hou2 娇giu1 妹mui6 银ngan4
莲lin4 桂gwai3 玉juk6 爱oi3 珠zyu1 彩coi2 群kwan4 燕jin3 志zi3 建gin3 永wing5 家gaa1 俊zeon3 嘉gaa1 子zi2 雄hung4
财coi4 成sing4 生sang1 树syu6 林lam4 宝bou2 惠wai6 清cing1 平ping4 和wo4 庆hing3 源jyun4 泉cyun4 水seoi2 春ceon1
喜hei2 梅mui4 娥ngo4 娘noeng4 忠zung1 开hoi1 达daat6 威wai1 信seon3 东dung1 南naam4 云wan4 山saan1 龙lung4 宁ning4
彬ban1 振zan3 中zung1 正zing3 立laap6 培pui4 贤jin4 恩jan1 慧wai6 敏man5 婷ting4 君gwan1 晓hiu2 红hung4 芬fan1
素sou3 淑suk6 琼king4 翠ceoi3 碧bik1 霞haa4 雪syut3 冰bing1/bing 亚aa3 阿aa3 细sai3 大daai6 小siu2 日jat6 富fu3
来loi4 利lei6 铭ming4 昭ciu1 绍siu6 启kai2 超ciu1 佳gaai1 景ging2 卓coek3 焕wun6 灿caan3 炎jim4 棠tong4 堂tong4
标biu1 彪biu1 根gan1 柱cyu5 权kyun4 亨hang1 道dou6 远jyun5 聪cung1 健gin6 康hong1 乐lok6 声sing1 星sing1 兆siu6
秋cau1 昆kwan1 仲zung6 伯baak3 叔suk1 季gwai3`;

const SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(
  READINGS.trim()
    .split(/\s+/u)
    .map((entry) => {
      const [char, jyutping, ...customary] = [...entry.slice(0, 1), ...entry.slice(1).split('/')];
      return [char!, [...new Set([hkSyllable(jyutping!), ...customary])]] as const;
    }),
);

/** The Cantonese spellings of one given-name character, lower case (荣 -> ['wing']); empty when not known. */
export function cantoneseSpellings(char: string): readonly string[] {
  return SPELLINGS.get(char) ?? [];
}
