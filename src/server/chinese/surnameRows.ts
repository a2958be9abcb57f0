/**
 * The hand-written list of Chinese surnames (clans), most common first. Curated by hand; it is not
 * generated from a dictionary, and no column is a statistic.
 *
 * Columns, `|`-separated, spellings lower case and space-separated, an empty column meaning no
 * customary spelling is recorded here (the list is not exhaustive):
 *   1. simplified; 2. traditional as a surname (余 stays 余, 于 stays 于, 范 stays 范, never 餘 於 範);
 *   3. Mandarin reading as a surname, toneless, one syllable per character (单 shan, 区 ou, 解 xie),
 *      checked against pinyin-pro's surname mode;
 *   4. cantonese: customary Hong Kong and Macau spellings (HKID and register usage: Wong, Chan, Lee,
 *      Au-Yeung); where empty, the spelling derived from Jyutping (cantonese.generated.ts) is used;
 *   5. taishanese: spellings of Taishan / Siyi families in early Chinese-American and Canadian records
 *      (Moy, Louie, Toy, Der, Hom, Gee, Jew, Soohoo);
 *   6. hokkien: spellings in Singapore, Malaysian, Indonesian and Philippine records (Tan, Lim, Ong, Sy, Co);
 *   7. teochew: spellings in Singapore, Malaysian and Thai records of Teochew families;
 *   8. hakka: spellings in Malaysian, Indonesian, Mauritian and Caribbean records of Hakka families;
 *   9. hainanese: spellings in Singapore and Malaysian records of Hainanese families (few recorded);
 *  10. fuzhounese: spellings of Foochow families in Sarawak and Singapore records (few recorded).
 * Wade-Giles spellings are derived from the pinyin (wadeGiles.ts), not written here.
 *
 * Coverage of the 434 rows: every surname has a Cantonese spelling (152 customary ones written here,
 * the other 282 derived from the Rime Cantonese dictionary's Jyutping by the Hong Kong rules) and a
 * Wade-Giles one. Written here: Taishanese 122, Hokkien 128, Teochew 124, Hakka 130, Hainanese 13,
 * Fuzhounese 5. A surname without a spelling in a column is one for which no established spelling
 * of that speech is known to this list (mostly northern or rare surnames few overseas families of
 * that speech carry); it is left empty rather than filled with a guess from the character's
 * reading. No machine-readable source of Taishanese, Hokkien, Teochew, Hakka or Hainanese surname
 * spellings is installed here (the Rime dictionaries cover Cantonese only).
 *
 * The row order is a priority rank for ordering lists: an approximate order of commonness among
 * Chinese and overseas Chinese families, put together by hand. It is not a population statistic.
 */
export const SURNAME_ROWS = `
王|王|wang|wong|wong|ong|heng ong|wong vong|ong
李|李|li|lee lei|lee|lee li lie ly|lee li|lee li|lee
张|張|zhang|cheung cheong|jung cheung chang|teo teoh tiu|teo tio|chong chang||tiong
刘|劉|liu|lau lao|lew lau low|lau low|lau|liew liu lew|lau|lau
陈|陳|chen|chan|chin chun|tan|tan tang|chin chen|tan|ting
杨|楊|yang|yeung ieong|young yeung|yeo yeoh yong|yeo ieo|yong yang|yeo
黄|黃|huang|wong|wong|ng ooi oei wee uy|ng ung|wong vong bong|wee ng
赵|趙|zhao|chiu|jue chew|teo tio|teo tio|chew chiu
吴|吳|wu|ng|ng woo|goh gouw ngo|goh ngo|ng|goh|ngu
周|周|zhou|chow chau|jew jow chou|chew chiu|chew chiu|chew chiu|chew
徐|徐|xu|tsui chui|chee|chee ser|chee ser|chee
孙|孫|sun|suen syun|soon|sng soon|sng|soon sun
马|馬|ma|ma mah|mar mah|beh|beh mah|mah ma
朱|朱|zhu|chu chue|gee jee jue|choo chu|choo chu|choo chu
胡|胡|hu|wu|woo|aw oh ho|oh|foo hoo fu
郭|郭|guo|kwok kuok|kwok|quek kwek koay kok|kuek quek|kok kwok
何|何|he|ho|haw ho|ho hoe|ho hor|ho hoh hor
林|林|lin|lam|lum|lim liem|lim|lim lam|lim lum|ling
高|高|gao|ko kou||koh ko kou|koh kow|ko kou
罗|羅|luo|law lo|law lo|lo loh|lo loh|lo loh lor
郑|鄭|zheng|cheng cheang|jang cheng|tay teh tee|tay teh|chang cheng
梁|梁|liang|leung leong|leong liang|neo nio liong|neo nio|liong leong
谢|謝|xie|tse che|der tse|chia cheah sia|chia sia|chia seah
宋|宋|song|sung soong|soong|song|song|soong sung
唐|唐|tang|tong|tong|tng|tng|thong tong
许|許|xu|hui||khoo koh kho co|koh kho|hee
韩|韓|han|hon|hon|han|hang|hon
邓|鄧|deng|tang|dong|teng tang|teng|then thang
冯|馮|feng|fung|fung fong|pang|pang|foong fung
曹|曹|cao|tso cho|cho|chor chaw|chor|chow tsao
彭|彭|peng|pang|pang|phang pheng peh|pheh|phang pang
曾|曾|zeng|tsang|tsang|chan cheng|chan|tsen chen tseng
肖|肖|xiao|siu|siu|siow seow|siow|siaw siew
田|田|tian|tin|hin tin|tian|tian|thien
董|董|dong|tung|tung|tang|tang|tung
潘|潘|pan|poon pun|poon|phua|phua|phoon pan
袁|袁|yuan|yuen yun|yuen|wan oon|wan|yen
蔡|蔡|cai|choi choy tsoi|toy choy|chua chuah tsai chai chye|chua|tshai chai|chua
蒋|蔣|jiang|cheung cheong chiang||chiang chew|chiang|chiong
余|余|yu|yu yee yue|yee yu|ee yee|ee|yee yi
于|于|yu|yue|yee|u|u|yee
杜|杜|du|to tou||toh|toh|thoo
叶|葉|ye|yip ip|yip yep|yeh yeap iap|yap|yap
程|程|cheng|ching|ching|teng|theng|chang
魏|魏|wei|ngai|ngai|gui|gui|ngui
苏|蘇|su|so|soo|soh saw|so soh|soo
吕|呂|lv|lui|lui|loo lu|lu|lu lyu
丁|丁|ding|ting||teng|teng|ten
任|任|ren|yam|yum|jim|jim|yim
卢|盧|lu|lo lou loo|lo|loh lo|lo|loo lu
姚|姚|yao|yiu iu||yeow iau|yeo|yeow
沈|沈|shen|sham shum sum|sum|sim|sim|shim
钟|鍾|zhong|chung|jung chung|cheng chong|cheng|chong choong
姜|姜|jiang|keung|keung|kiang|kiang|kiong
崔|崔|cui
谭|譚|tan|tam taam|hom tom|tham|tham|tham
陆|陸|lu|luk|look|liok lok|lak|liuk
范|范|fan|fan faan|fan|huan hoan|huang|fam
汪|汪|wang|wong|wong|ong|ong|wong
廖|廖|liao|liu|liu|liau leow liow|liau|liew liaw liau
石|石|shi|shek sek|shek|chioh|chioh|shak
金|金|jin|kam|gum|kim|kim|kim
韦|韋|wei|wai|wai|ui|wee|wai
贾|賈|jia
夏|夏|xia
付|付|fu
傅|傅|fu|fu foo|foo|poh|poh|foo
方|方|fang|fong|fong|png hong|png pung|fong
邹|鄒|zou|chau chow|jow|chow|chow|chew tsou
熊|熊|xiong
白|白|bai|pak||peh pek|peh|phak
孟|孟|meng
秦|秦|qin|chun|chun|chin|chin|chin
邱|邱|qiu|yau|hew yau|khoo khu|khoo khu|hew hiew khiu
侯|侯|hou|hau|hau|kau|kau|heu
江|江|jiang|kong|kong|kang kiang|kang|kong
尹|尹|yin
薛|薛|xue|sit|sit|seet||siet
闫|閆|yan
段|段|duan
雷|雷|lei|lui looi|louie lui|lui|lui|loy
龙|龍|long|lung|loong|liong||loong
黎|黎|li|lai|lai lay|le loy|loi|lai
史|史|shi
陶|陶|tao
贺|賀|he|ho
毛|毛|mao|mo mou|mo|moh|moh|mo
郝|郝|hao
顾|顧|gu
龚|龔|gong|kung||kiong|keng|kiung
邵|邵|shao|shiu|shiu|sio|sio|seow
万|萬|wan|man|man|ban|buan|van
覃|覃|qin|tam cham|hom
武|武|wu
钱|錢|qian|chin||chee||chien
戴|戴|dai|tai||tay|tai|tai
严|嚴|yan|yim|yim|giam|ngiam|ngiam
欧|歐|ou|au|au|oh|au|eu
莫|莫|mo|mok|mok|bok moh|boh|mok
孔|孔|kong|hung|hung|khong|khong|khung
向|向|xiang
常|常|chang
汤|湯|tang|tong|hong tong|thng|thng|thong
康|康|kang|hong|hong|khong|khng|khong
易|易|yi|yik
乔|喬|qiao
赖|賴|lai|lai|lai|lua nua|lua|lai loi
文|文|wen|man mun|mun|boon|bung|vun
施|施|shi|sze|sze|see sy|si|sze
洪|洪|hong|hung|hung|ang|ang|fung
辛|辛|xin
柯|柯|ke|or|or|kua kuah koa|kua|kho
庄|莊|zhuang|chong|jong|chng|chng|chong
樊|樊|fan
牛|牛|niu
温|溫|wen|wan|won|oon un|ung|voon woon
葛|葛|ge
邢|邢|xing|ying|ying|heng|heng|hin|heng
安|安|an
齐|齊|qi
伍|伍|wu|ng|eng ung ng woo|goh|ngo|ng
庞|龐|pang
颜|顏|yan|ngan|ngan|gan|ngan|ngan
倪|倪|ni
聂|聶|nie
章|章|zhang
鲁|魯|lu
岳|岳|yue
翟|翟|zhai
殷|殷|yin
詹|詹|zhan|chim||chiam cheam|chiam|chiam
申|申|shen
耿|耿|geng
关|關|guan|kwan kuan|quan gwan|kuan|kuan|kwan
兰|蘭|lan
焦|焦|jiao
俞|俞|yu
左|左|zuo
柳|柳|liu
甘|甘|gan|kam|gum|kam|kam|kam
祝|祝|zhu
包|包|bao
宁|寧|ning|ning
尚|尚|shang
符|符|fu|foo fu|foo|hu|hu|foo|phoo foo
舒|舒|shu
阮|阮|ruan|yuen|yuen|ng nguyen|ng|ngion
纪|紀|ji|kei||ki kee|ki|ki
梅|梅|mei|mui|moy mui|boey|bue|moi
童|童|tong
凌|凌|ling|ling
毕|畢|bi
单|單|shan|sin shin|sin
季|季|ji
裴|裴|pei
霍|霍|huo
涂|涂|tu
成|成|cheng
苗|苗|miao
谷|谷|gu|kuk
盛|盛|sheng
曲|曲|qu
翁|翁|weng|yung|yung|ang ung ong|ang|vung
冉|冉|ran
骆|駱|luo|lok|lok|lok|lok|lok
蓝|藍|lan|lam|lam|na|na|lam lan
路|路|lu
游|游|you|yau|yau|yu iu|iu|yu
靳|靳|jin
管|管|guan
柴|柴|chai
蒙|蒙|meng
鲍|鮑|bao
华|華|hua|wah|wah|hua|hua|fa
喻|喻|yu
祁|祁|qi
蒲|蒲|pu
房|房|fang|fong|fong|pang|pang|fong
滕|滕|teng
屈|屈|qu
饶|饒|rao|yiu||jiau|jiau|yeow yau
解|解|xie|hai|hai
牟|牟|mou
艾|艾|ai
尤|尤|you|yau|yau|yu iu|iu|yu
阳|陽|yang
时|時|shi
穆|穆|mu
农|農|nong
司|司|si
卓|卓|zhuo|cheuk||toh|toh|chok
古|古|gu|ku koo||ko|ko|koo ku
吉|吉|ji
缪|繆|miao
简|簡|jian|kan kaan||kan|kan|kan
车|車|che|che|che|chia|chia|chha
项|項|xiang
连|連|lian|lin|lin|lian lien||lien
芦|蘆|lu
麦|麥|mai|mak|mak|beh|beh|mak
褚|褚|chu
娄|婁|lou
窦|竇|dou
戚|戚|qi
岑|岑|cen|shum sam|sum
景|景|jing
党|党|dang|tong
宫|宮|gong
费|費|fei
卜|卜|bu
冷|冷|leng
晏|晏|yan
席|席|xi
卫|衛|wei
米|米|mi
柏|柏|bai
宗|宗|zong
瞿|瞿|qu
桂|桂|gui
全|全|quan
佟|佟|tong
应|應|ying
臧|臧|zang
闵|閔|min
苟|苟|gou
邬|鄔|wu
边|邊|bian
卞|卞|bian
姬|姬|ji
师|師|shi
和|和|he
仇|仇|qiu|sau kau|sau
栾|欒|luan
隋|隋|sui
商|商|shang
刁|刁|diao
沙|沙|sha
荣|榮|rong
巫|巫|wu|mo||bu|bu|voo woo
寇|寇|kou
桑|桑|sang
郎|郎|lang
甄|甄|zhen|yan|jan gin|chin|chin|chin
丛|叢|cong
仲|仲|zhong
虞|虞|yu
敖|敖|ao
巩|鞏|gong
明|明|ming
佘|佘|she||||seah
池|池|chi
查|查|zha|cha|cha
麻|麻|ma
苑|苑|yuan
迟|遲|chi
邝|鄺|kuang|kwong|kwong fong|kong|kong|kwong
官|官|guan
封|封|feng
谈|談|tan
匡|匡|kuang
鞠|鞠|ju
惠|惠|hui
荆|荊|jing
乐|樂|yue|lok|lok
冀|冀|ji
郁|郁|yu|yuk|yuk
胥|胥|xu
南|南|nan
班|班|ban
储|儲|chu
原|原|yuan
栗|栗|li
燕|燕|yan
楚|楚|chu
鄢|鄢|yan
劳|勞|lao
谌|諶|chen
奚|奚|xi
皮|皮|pi
粟|粟|su
冼|冼|xian|sin|sin
蔺|藺|lin
楼|樓|lou
盘|盤|pan
满|滿|man
闻|聞|wen
位|位|wei
厉|厲|li
伊|伊|yi
仝|仝|tong
区|區|ou|au ao ow|ow|||au
郜|郜|gao
海|海|hai
阚|闞|kan
花|花|hua
权|權|quan
强|強|qiang
帅|帥|shuai
屠|屠|tu
豆|豆|dou
朴|朴|piao|park
盖|蓋|ge
练|練|lian|lin|lin|||lian lien
廉|廉|lian
禹|禹|yu
井|井|jing
祖|祖|zu
漆|漆|qi
巴|巴|ba
丰|豐|feng
支|支|zhi
卿|卿|qing
国|國|guo
狄|狄|di
平|平|ping
计|計|ji
索|索|suo
宣|宣|xuan
晋|晉|jin
相|相|xiang
初|初|chu
门|門|men
云|雲|yun|wan|wun|hun|hun|yun|hoon
容|容|rong|yung|yung|iong|iong|yung
敬|敬|jing
来|來|lai
扈|扈|hu
晁|晁|chao
芮|芮|rui
都|都|du
普|普|pu
阙|闕|que
浦|浦|pu
戈|戈|ge
伏|伏|fu
鹿|鹿|lu
薄|薄|bo
邸|邸|di
雍|雍|yong
辜|辜|gu|koo||koh ko|koh|koo
羊|羊|yang
乌|烏|wu
母|母|mu
裘|裘|qiu
亓|亓|qi
修|修|xiu
邰|邰|tai
赫|赫|he
杭|杭|hang
况|況|kuang
那|那|na
宿|宿|su
鲜|鮮|xian
印|印|yin
逯|逯|lu
隆|隆|long
茹|茹|ru
诸|諸|zhu
战|戰|zhan
慕|慕|mu
危|危|wei
玉|玉|yu
银|銀|yin
亢|亢|kang
嵇|嵇|ji
公|公|gong
哈|哈|ha
湛|湛|zhan|cham
宾|賓|bin
戎|戎|rong
勾|勾|gou
茅|茅|mao
利|利|li|lee lei|lee|li|li|lee
於|於|yu
呼|呼|hu
居|居|ju
揭|揭|jie
干|干|gan
但|但|dan
尉|尉|wei
斯|斯|si
元|元|yuan
束|束|shu
檀|檀|tan
衣|衣|yi
信|信|xin
展|展|zhan
阴|陰|yin
昝|昝|zan
智|智|zhi
幸|幸|xing
奉|奉|feng
植|植|zhi|chik
衡|衡|heng
富|富|fu
尧|堯|yao
闭|閉|bi
由|由|you
后|后|hou|hau|hau|au|au|heu
丘|丘|qiu|yau|hew yau|khoo|khoo|hew hiew khiu
冒|冒|mao
萧|蕭|xiao|siu|siu|siow seow siaw|siow|siaw siew
贝|貝|bei
钮|鈕|niu
宓|宓|mi
蓬|蓬|peng
上官|上官|shang guan|sheung-kwoon
欧阳|歐陽|ou yang|au-yeung auyeung au-yang|owyang|au-yong oyang||oyang
司徒|司徒|si tu|szeto seto|seeto soohoo
司马|司馬|si ma|sze-ma szema
诸葛|諸葛|zhu ge|chu-kot
端木|端木|duan mu
东方|東方|dong fang
皇甫|皇甫|huang fu
尉迟|尉遲|yu chi
公孙|公孫|gong sun
慕容|慕容|mu rong
长孙|長孫|zhang sun
令狐|令狐|ling hu
夏侯|夏侯|xia hou
轩辕|軒轅|xuan yuan
宇文|宇文|yu wen
申屠|申屠|shen tu
西门|西門|xi men
南宫|南宮|nan gong
钟离|鍾離|zhong li
闻人|聞人|wen ren
濮阳|濮陽|pu yang
澹台|澹臺|tan tai
万俟|万俟|mo qi
独孤|獨孤|du gu
呼延|呼延|hu yan
百里|百里|bai li
第五|第五|di wu
`;

export const SPELLING_COLUMNS = ['cantonese', 'taishanese', 'hokkien', 'teochew', 'hakka', 'hainanese', 'fuzhounese'] as const;
export type SpellingColumn = (typeof SPELLING_COLUMNS)[number];

export interface SurnameRow {
  simplified: string;
  traditional: string;
  pinyin: string[];
  /** 1 = first in the list. */
  priority: number;
  /** Curated spellings by column, lower case as written ("au-yeung"). */
  curated: Record<SpellingColumn, string[]>;
}

/** The rows parsed, in priority order. */
export function parseSurnameRows(text: string = SURNAME_ROWS): SurnameRow[] {
  return text
    .trim()
    .split('\n')
    .map((line, i) => {
      const [simplified, traditional, pinyin, ...cols] = line.split('|');
      const curated = Object.fromEntries(
        SPELLING_COLUMNS.map((c, j) => [c, (cols[j] ?? '').split(' ').filter(Boolean)]),
      ) as Record<SpellingColumn, string[]>;
      return { simplified, traditional, pinyin: pinyin.split(' '), priority: i + 1, curated };
    });
}
