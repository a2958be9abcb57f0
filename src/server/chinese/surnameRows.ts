/**
 * The hand-written list of Chinese surnames (clans), most common first. Curated by hand; it is not
 * generated from a dictionary, and no column is a statistic.
 *
 * Columns, `|`-separated, spellings lower case and space-separated, an empty column meaning no
 * spelling is recorded here (the list is not exhaustive):
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
 * Two kinds of spelling, told apart in each cell:
 *   - a bare spelling is one in customary use: how families of that speech write the surname in
 *     registers and records (the column notes above), written from that usage;
 *   - a spelling ending in `*` is reading-based: for a surname few emigrants of that speech carry,
 *     the surname's reading in that speech written in the overseas spelling conventions of that
 *     speech's column. It says how the name would be spelled, not that a family is known to spell
 *     it so. Hokkien: the literary (reading) pronunciation of Quanzhou-Xiamen Hokkien, spelled as
 *     Singapore and Malaysian registration spells it (ee for i: Chee, Kee; oh for the open o: Goh,
 *     Toh; oo for u: Choo, Khoo; ua for oa: Chua, Kuan; aspirates kh, ph, th kept and chh written
 *     ch: Khoo, Phua, Chek; b and g as spoken: Beng, Giam; -ng, -k, -t, -p finals kept). Teochew: the
 *     Chaozhou reading, spelled as Singapore and Thai Teochew registration spells it (Peng'im with
 *     ts written ch, r written j, bh and gh written b and g, -ng finals kept and -n and -t heard as
 *     -ng and -k, as Chaozhou speaks them, the close unrounded vowel written u, nasalisation not
 *     written: Chui, Siang, Nguang, Ching, Khuk, Su). Hakka: the Meixian reading, spelled as
 *     Malaysian and Indonesian Hakka registration spells it (v kept: Voo, Vun; ng- and ngi- kept:
 *     Ngiam, Ngiu; aspirates as kh, ph, th, ch: Khiong, Phoi, Thoo, Chui; the mid central vowel
 *     after ch and s written i: Sin). Taishanese: the Taishan (Hoisan) reading, spelled as the
 *     customary Taishanese spellings of the column spell it (Chinese-American and Canadian records):
 *     the Taishan h where Cantonese has t written h (Hom, Hoo); the Cantonese d, which Taishan drops,
 *     left out (Ai, Oo, Ung-fong); the t that Taishan has for the ts and tsh of the 精 series written
 *     d and t (Der, Toy: Deung, Tik); the ts and tsh of the 知, 章 and 庄 series written j and ch (Jew,
 *     Jee, Jeung, Chai); unaspirated k written g (Gee, Gum: Gung, Goo), and the Cantonese gw as the
 *     plain g Taishan says (Gok, Go); the lateral s written s (Soo, Sew); the ng of 疑 and 日 kept
 *     before any vowel (Ngin, Ngun, Ngim); the Taishan v written w, as the records write it (Wong:
 *     Woo, Wai); oo for u (Woo, Foo, Loo), ee for i (Lee, Yee), ew for the iu of Lew and Jew, iu for
 *     the iau of Siu and Shiu (Miu, Kiu), au for the au of Hau, um for the im of Lum and Gum, oy for
 *     the oi of Moy and Toy, eung for the iang of Cheung and Yeung, ing and ik as in Ching and Ying
 *     (Ming, Tik). A reading is written only where it is known here; Hainanese and Fuzhounese have
 *     no reading-based spellings.
 *   A cell holds one kind only. Reading-based spellings are shown on a clan's page, marked as
 *   readings, and a clan can be looked up by them in the clan search, but they take no part in
 *   record search, tree search or record matching (romanisation.ts reads the customary ones only):
 *   no family is known to write them, and many of them (Koh, Ho, Toh, Kuan, Chee) are the customary
 *   spelling of a more common surname, so letting them match would only add false candidates. In
 *   the Hokkien, Teochew and Hakka columns a reading that equals such a spelling is written only
 *   where the two readings really coincide (顾 and 高 are both Koh in Hokkien); 檀 Tan and 衣 Ee are
 *   left out, being too rare to be worth the confusion with 陈 Tan and 余 Ee, and so are the Teochew
 *   readings of 仝 (Tang, as 陈), 郜 (Kau, as 侯) and 於 (U, as 于) and the Hakka ones of 伊, 禹, 茹 and 於
 *   (Yi, as 余), 厉 (Li, as 李), 扈 (Foo, as 胡) and 祖 (Chu, as 朱). In the Taishanese column every
 *   reading known here is written, also where it equals the customary spelling of a commoner
 *   surname, whether or not the two sound alike in Taishan: 钱 Tin as 田, 辛 and 申 Sin as 冼, 樊 Fan as
 *   范, 纪 and 姬 Gee as 朱, 靳 Gin as 甄, 闫 Yim as 严, 阴 Yum as 任, 臧 Dong as 邓, 窦 and 豆 Au as 欧, 丛 Tung
 *   as 董, 仲 Jung as 张, 池, 迟, 褚 and 储 Chee as 徐, 楚 and 初 Cho as 曹, 娄, 楼 and 劳 Lau as 刘, 陶 Hau as 侯,
 *   晁 Siu as 萧, 奚 Hai as 解, 厉 Lai as 赖, 亢 Kong as 江, 强 Keung as 姜, 倪 and 艾 Ngai as 魏, 伊, 衣, 禹 and 於
 *   Yee as 余, besides 付 and 富 Foo as 傅, 阳 and 羊 Yeung as 杨, 柳 Lew as 刘, 支, 诸 and 智 Jee as 朱, 卫, 惠,
 *   位 and 尉 Wai as 韦, 盘 Poon as 潘 and 闻 Mun as 文. They are written, not left out as confusing,
 *   because the confusion cannot happen where it would cost: a reading never reaches record search
 *   or matching, and in the clan search, where it counts, a spelling leading to several clans is
 *   what the search is for (Wong is 黄 and 王), the clans coming by priority, so Tin lists 田 first
 *   and then 钱. Leaving the rarer surname out only hid its true reading and made it unfindable by
 *   the spelling a Taishan family of that name would give.
 *
 * Coverage of the 434 rows: every surname has a Cantonese spelling (152 customary ones written
 * here, the other 282 derived from the Rime Cantonese dictionary's Jyutping by the Hong Kong rules)
 * and a Wade-Giles one. Written here, customary and reading-based: Taishanese 122 and 286, Hokkien
 * 128 and 280, Teochew 124 and 282, Hakka 130 and 277, Hainanese 13 and 0, Fuzhounese 5 and 0. So
 * 408 surnames have a Hokkien spelling, 406 a Teochew one, 407 a Hakka one and 408 a Taishanese
 * one. A surname without a spelling in a column is one for which neither a customary spelling nor a
 * reading of that speech is known to this list; it is left empty rather than filled with a guess.
 * No machine-readable source of Taishanese, Hokkien, Teochew, Hakka or Hainanese surname spellings
 * is installed here (the Rime dictionaries cover Cantonese only): both kinds are written by hand
 * from knowledge of the usage and of the readings, and may hold errors. The Teochew readings of the
 * rarer surnames were checked by eye against the character readings of an open Teochew input-method
 * list (the Rime Teochew schema's teochew.han.dict.yaml, not installed here); where it has no
 * reading of a surname, a character of the same phonetic or Middle Chinese initial and rhyme was
 * followed (芦 as 卢, 谌 as 忱, 鹿 as 麓, 奚 as 兮, 褚 as 除). The Hakka readings were written without such a
 * list. The Taishanese readings were derived from each surname's Cantonese reading (the Rime
 * Jyutping above) by the regular Cantonese to Taishan correspondences, the Mandarin initial telling
 * the 精 series from the 知, 章 and 庄 series, and then read through by hand. The correspondences were
 * checked against two published tables, Gene Chin's table of Cantonese and Taishanese initials
 * (taishandict.com) and the Taicheng finals of Wiktionary's Taishanese transcription page; no
 * Taishanese character list was at hand to check each surname against. The 豪 rhyme (高, 郜, 敖, 冒, 劳,
 * 陶), read au in Taishan, is written au, the letters the eu of the 侯 rhyme has in Hau, so that 高
 * Gau reads like 苟 Gau and 敖 Ngau like 勾 Ngau: a coincidence of the kind written above. 公孙, 长孙 and
 * 尉迟 are written from their parts (孙 by its customary Soon; the 尉 of 尉迟 is read wat, as 屈 Wut).
 * Left empty, the Taishan reading not being settled here: the Cantonese yun and yut (段, 全, 宣, 栾, 权,
 * 苑, 阙 and 端木), eon and eot (信, 蔺, 栗), the 庄 series before i (史, 师), gwai (季, 桂) and a few others
 * (牛, 牟, 钮, 尧, 茹, 芮, 玉, 郝, 卓, 束, 朴). No Hainanese readings are written: Hainanese readings depart
 * from the Hokkien and Teochew ones in ways (s read as t, several aspirates read as fricatives) too
 * irregular to write them with confidence without a Hainanese character list, and none is at hand.
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
高|高|gao|ko kou|gau*|koh ko kou|koh kow|ko kou
罗|羅|luo|law lo|law lo|lo loh|lo loh|lo loh lor
郑|鄭|zheng|cheng cheang|jang cheng|tay teh tee|tay teh|chang cheng
梁|梁|liang|leung leong|leong liang|neo nio liong|neo nio|liong leong
谢|謝|xie|tse che|der tse|chia cheah sia|chia sia|chia seah
宋|宋|song|sung soong|soong|song|song|soong sung
唐|唐|tang|tong|tong|tng|tng|thong tong
许|許|xu|hui|hui*|khoo koh kho co|koh kho|hee
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
蒋|蔣|jiang|cheung cheong chiang|deung*|chiang chew|chiang|chiong
余|余|yu|yu yee yue|yee yu|ee yee|ee|yee yi
于|于|yu|yue|yee|u|u|yee
杜|杜|du|to tou|oo*|toh|toh|thoo
叶|葉|ye|yip ip|yip yep|yeh yeap iap|yap|yap
程|程|cheng|ching|ching|teng|theng|chang
魏|魏|wei|ngai|ngai|gui|gui|ngui
苏|蘇|su|so|soo|soh saw|so soh|soo
吕|呂|lv|lui|lui|loo lu|lu|lu lyu
丁|丁|ding|ting|ing*|teng|teng|ten
任|任|ren|yam|yum|jim|jim|yim
卢|盧|lu|lo lou loo|lo|loh lo|lo|loo lu
姚|姚|yao|yiu iu|yiu*|yeow iau|yeo|yeow
沈|沈|shen|sham shum sum|sum|sim|sim|shim
钟|鍾|zhong|chung|jung chung|cheng chong|cheng|chong choong
姜|姜|jiang|keung|keung|kiang|kiang|kiong
崔|崔|cui||tui*|chui*|chui*|chui*
谭|譚|tan|tam taam|hom tom|tham|tham|tham
陆|陸|lu|luk|look|liok lok|lak|liuk
范|范|fan|fan faan|fan|huan hoan|huang|fam
汪|汪|wang|wong|wong|ong|ong|wong
廖|廖|liao|liu|liu|liau leow liow|liau|liew liaw liau
石|石|shi|shek sek|shek|chioh|chioh|shak
金|金|jin|kam|gum|kim|kim|kim
韦|韋|wei|wai|wai|ui|wee|wai
贾|賈|jia||ga*|ka*|kia*|ka*
夏|夏|xia||ha*|ha*|heh*|ha*
付|付|fu||foo*|hoo*|hu*|foo*
傅|傅|fu|fu foo|foo|poh|poh|foo
方|方|fang|fong|fong|png hong|png pung|fong
邹|鄒|zou|chau chow|jow|chow|chow|chew tsou
熊|熊|xiong||hung*|him*|him*|hiung*
白|白|bai|pak|bak*|peh pek|peh|phak
孟|孟|meng||mang*|beng*|meng*|men*
秦|秦|qin|chun|chun|chin|chin|chin
邱|邱|qiu|yau|hew yau|khoo khu|khoo khu|hew hiew khiu
侯|侯|hou|hau|hau|kau|kau|heu
江|江|jiang|kong|kong|kang kiang|kang|kong
尹|尹|yin||wun*|oon*|ung*|yun*
薛|薛|xue|sit|sit|seet|sih*|siet
闫|閆|yan||yim*|giam*|ngiam*|ngiam*
段|段|duan|||tuan*|tuang*|thon*
雷|雷|lei|lui looi|louie lui|lui|lui|loy
龙|龍|long|lung|loong|liong|leng*|loong
黎|黎|li|lai|lai lay|le loy|loi|lai
史|史|shi|||soo*|sai*|sze*
陶|陶|tao||hau*|to*|to*|thau*
贺|賀|he|ho|ho*|ho*|ho*|ho*
毛|毛|mao|mo mou|mo|moh|moh|mo
郝|郝|hao|||hok*|hak*|hok*
顾|顧|gu||goo*|koh*|kou*|koo*
龚|龔|gong|kung|gung*|kiong|keng|kiung
邵|邵|shao|shiu|shiu|sio|sio|seow
万|萬|wan|man|man|ban|buan|van
覃|覃|qin|tam cham|hom
武|武|wu||moo*|boo*|boo*|voo*
钱|錢|qian|chin|tin*|chee|chee*|chien
戴|戴|dai|tai|ai*|tay|tai|tai
严|嚴|yan|yim|yim|giam|ngiam|ngiam
欧|歐|ou|au|au|oh|au|eu
莫|莫|mo|mok|mok|bok moh|boh|mok
孔|孔|kong|hung|hung|khong|khong|khung
向|向|xiang||heung*|hiong*|hiang*|hiong*
常|常|chang||seung*|siong*|siang*|song*
汤|湯|tang|tong|hong tong|thng|thng|thong
康|康|kang|hong|hong|khong|khng|khong
易|易|yi|yik|yik*|ek*|ek*|yit*
乔|喬|qiao||kiu*|kiau*|kiau*|khiau*
赖|賴|lai|lai|lai|lua nua|lua|lai loi
文|文|wen|man mun|mun|boon|bung|vun
施|施|shi|sze|sze|see sy|si|sze
洪|洪|hong|hung|hung|ang|ang|fung
辛|辛|xin||sin*|sin*|sing*|sin*
柯|柯|ke|or|or|kua kuah koa|kua|kho
庄|莊|zhuang|chong|jong|chng|chng|chong
樊|樊|fan||fan*|huan*|huang*|fan*
牛|牛|niu|||giu*|gu*|ngiu*
温|溫|wen|wan|won|oon un|ung|voon woon
葛|葛|ge||got*|kat*|kuah*|kot*
邢|邢|xing|ying|ying|heng|heng|hin|heng
安|安|an||on*|an*|ang*|on*
齐|齊|qi||tai*|che*|choi*|chi*
伍|伍|wu|ng|eng ung ng woo|goh|ngo|ng
庞|龐|pang||pong*|pong*|phang*|phong*
颜|顏|yan|ngan|ngan|gan|ngan|ngan
倪|倪|ni||ngai*|geh*|goi*|ngi*
聂|聶|nie||nip*|liap*|niap*|ngiap*
章|章|zhang||jeung*|chiong*|chiang*|chong*
鲁|魯|lu||loo*|loh*|lou*|loo*
岳|岳|yue||ngok*|gak*|ngak*|ngok*
翟|翟|zhai||jak*|tek*|tek*|chak*
殷|殷|yin||yin*|in*|ing*|yin*
詹|詹|zhan|chim|jim*|chiam cheam|chiam|chiam
申|申|shen||sin*|sin*|sing*|sin*
耿|耿|geng||gang*|keng*|keng*|ken*
关|關|guan|kwan kuan|quan gwan|kuan|kuan|kwan
兰|蘭|lan||lan*|lan*|lang*|lan*
焦|焦|jiao||diu*|chiau*|chiau*|chiau*
俞|俞|yu||yee*||ju*|yee*
左|左|zuo||do*|cho*|cho*|cho*
柳|柳|liu||lew*|liu*|liu*|liu*
甘|甘|gan|kam|gum|kam|kam|kam
祝|祝|zhu||juk*|chiok*|chok*|chuk*
包|包|bao||bau*|pau*|pau*|pau*
宁|寧|ning|ning|ning*|leng*|leng*|nen*
尚|尚|shang||seung*|siong*|siang*|song*
符|符|fu|foo fu|foo|hu|hu|foo|phoo foo
舒|舒|shu||see*|soo*|su*|soo*
阮|阮|ruan|yuen|yuen|ng nguyen|ng|ngion
纪|紀|ji|kei|gee*|ki kee|ki|ki
梅|梅|mei|mui|moy mui|boey|bue|moi
童|童|tong||hung*|tong*|tang*|thung*
凌|凌|ling|ling|ling*|leng*|leng*|lin*
毕|畢|bi||bit*|pit*|pik*|pit*
单|單|shan|sin shin|sin|sian*|siang*|san*
季|季|ji|||kui*|kui*|kui*
裴|裴|pei||poy*|pue*|pue*|phoi*
霍|霍|huo||fok*|hok*||fok*
涂|涂|tu||hoo*|toh*|tou*|thoo*
成|成|cheng||sing*|seng*|seng*|sin*
苗|苗|miao||miu*|biau*|miau*|miau*
谷|谷|gu|kuk|guk*|kok*|kok*|kuk*
盛|盛|sheng||sing*|seng*|seng*|sin*
曲|曲|qu||kuk*|khiok*|khek*|khiuk*
翁|翁|weng|yung|yung|ang ung ong|ang|vung
冉|冉|ran||ngim*||jiam*
骆|駱|luo|lok|lok|lok|lok|lok
蓝|藍|lan|lam|lam|na|na|lam lan
路|路|lu||loo*|loh*|lou*|loo*
游|游|you|yau|yau|yu iu|iu|yu
靳|靳|jin||gin*|kin*||kin*
管|管|guan||goon*|kuan*|kuang*|kon*
柴|柴|chai||chai*|chai*|cha*|chai*
蒙|蒙|meng||mung*|bong*|mong*|mung*
鲍|鮑|bao||bau*|pau*|pau*|pau*
华|華|hua|wah|wah|hua|hua|fa
喻|喻|yu||yee*||ju*|yi*
祁|祁|qi||kee*|kee*|ki*|khi*
蒲|蒲|pu||poo*|phoh*|phu*|phoo*
房|房|fang|fong|fong|pang|pang|fong
滕|滕|teng||hang*|teng*|teng*|then*
屈|屈|qu||wut*|khut*|khuk*|khut*
饶|饒|rao|yiu|ngiu*|jiau|jiau|yeow yau
解|解|xie|hai|hai|hai*|hai*|hai*
牟|牟|mou|||boh*|mou*|meu*
艾|艾|ai||ngai*|gai*|ngai*|ngai*
尤|尤|you|yau|yau|yu iu|iu|yu
阳|陽|yang||yeung*|yong*|iang*|yong*
时|時|shi||see*|see*|si*|sze*
穆|穆|mu||muk*|bok*|bok*|muk*
农|農|nong||nung*|long*|long*|nung*
司|司|si||soo*|soo*|su*|sze*
卓|卓|zhuo|cheuk||toh|toh|chok
古|古|gu|ku koo|goo*|ko|ko|koo ku
吉|吉|ji||git*|kiat*|kik*|kit*
缪|繆|miao||miu*|||miau*
简|簡|jian|kan kaan|gan*|kan|kan|kan
车|車|che|che|che|chia|chia|chha
项|項|xiang||hong*|hang*|hang*|hong*
连|連|lian|lin|lin|lian lien|liang*|lien
芦|蘆|lu||loo*|loh*|lou*|loo*
麦|麥|mai|mak|mak|beh|beh|mak
褚|褚|chu||chee*|thoo*|thu*
娄|婁|lou||lau*|loh*|lou*|leu*
窦|竇|dou||au*|toh*|tau*|theu*
戚|戚|qi||tik*|chek*|chek*|chit*
岑|岑|cen|shum sam|sum|gim*
景|景|jing||ging*|keng*|keng*|kin*
党|党|dang|tong|ong*|tong*|tang*|tong*
宫|宮|gong||gung*|kiong*|keng*|kiung*
费|費|fei||fai*|hui*|hui*|fee*
卜|卜|bu||buk*|pok*|pok*|puk*
冷|冷|leng||lang*|leng*|leng*|lang*
晏|晏|yan||an*|an*|ang*|an*
席|席|xi||dik*|sek*|sik*|sit*
卫|衛|wei||wai*||ue*|vui*
米|米|mi||mai*|bee*|bee*|mee*
柏|柏|bai||pak*|pek*|pek*|pak*
宗|宗|zong||dung*|chong*|chong*|chung*
瞿|瞿|qu||kui*|koo*|ku*|khi*
桂|桂|gui|||kui*|kui*|kui*
全|全|quan|||chuan*|chuang*|chion*
佟|佟|tong||hung*|tong*||thung*
应|應|ying||ying*|eng*|eng*|yin*
臧|臧|zang||dong*|chong*|chang*|chong*
闵|閔|min||min*|bin*|miang*|min*
苟|苟|gou||gau*||kou*|keu*
邬|鄔|wu||woo*|oh*|ou*|voo*
边|邊|bian||bin*|pian*|piang*|pien*
卞|卞|bian||bin*|pian*|piang*|phien*
姬|姬|ji||gee*|kee*|kee*|kee*
师|師|shi|||soo*|su*|sze*
和|和|he||wo*|ho*|ho*|fo*
仇|仇|qiu|sau kau|sau|kiu*|kiu*|khiu*
栾|欒|luan|||luan*|luang*|lon*
隋|隋|sui||tui*|sui*|sui*|sui*
商|商|shang||seung*|siong*|siang*|song*
刁|刁|diao||iu*|tiau*|tiau*|tiau*
沙|沙|sha||sa*|sa*|sua*|sa*
荣|榮|rong||wing*|eng*|iong*|yung*
巫|巫|wu|mo|moo*|bu|bu|voo woo
寇|寇|kou||kau*|khoh*|khou*|kheu*
桑|桑|sang||song*|song*|sng*|song*
郎|郎|lang||long*|long*|lang*|long*
甄|甄|zhen|yan|jan gin|chin|chin|chin
丛|叢|cong||tung*|chong*|chang*|chung*
仲|仲|zhong||jung*|tiong*|tiong*|chung*
虞|虞|yu||ngui*|goo*|gu*|ngi*
敖|敖|ao||ngau*|go*|ngau*|ngau*
巩|鞏|gong||gung*|kiong*|khiong*|kiung*
明|明|ming||ming*|beng*|meng*|min*
佘|佘|she||seh*|sia*|seah|sa*
池|池|chi||chee*|tee*|ti*|chi*
查|查|zha|cha|cha|cha*|cha*|cha*
麻|麻|ma||ma*|ba*|mua*|ma*
苑|苑|yuan|||uan*|uang*|yen*
迟|遲|chi||chee*|tee*|ti*|chi*
邝|鄺|kuang|kwong|kwong fong|kong|kong|kwong
官|官|guan||goon*|kuan*|kuan*|kon*
封|封|feng||fung*|hong*|hong*|fung*
谈|談|tan||ham*|tam*|tam*|tham*
匡|匡|kuang||hong*|khong*|khuang*|khong*
鞠|鞠|ju||guk*|kiok*|kiok*|kiuk*
惠|惠|hui||wai*|hui*|hui*|fee*
荆|荊|jing||ging*|keng*|keng*|kin*
乐|樂|yue|lok|lok|lok*||lok*
冀|冀|ji||kee*|kee*|ki*|kee*
郁|郁|yu|yuk|yuk||hiok*|yuk*
胥|胥|xu||sui*||su*|si*
南|南|nan||nam*|lam*|nam*|nam*
班|班|ban||ban*|pan*|pang*|pan*
储|儲|chu||chee*||thu*
原|原|yuan||ngun*|guan*|nguang*|ngian*
栗|栗|li|||lek*|lak*|lit*
燕|燕|yan||yin*|ian*|iang*|yen*
楚|楚|chu||cho*|choh*|chou*
鄢|鄢|yan||yin*|ian*|iang*|yen*
劳|勞|lao||lau*|lo*|lau*|lau*
谌|諶|chen||sum*|sim*|sim*
奚|奚|xi||hai*|heh*|hi*
皮|皮|pi||pee*|phee*|phue*|phee*
粟|粟|su||suk*|siok*|sok*|siuk*
冼|冼|xian|sin|sin|sian*|siang*|sien*
蔺|藺|lin|||lin*||lin*
楼|樓|lou||lau*|lau*|lau*|leu*
盘|盤|pan||poon*|phuan*|phuang*|phan*
满|滿|man||moon*|buan*||man*
闻|聞|wen||mun*|boon*|bung*|vun*
位|位|wei||wai*|ui*|ui*|vui*
厉|厲|li||lai*|leh*
伊|伊|yi||yee*|ee*|i*
仝|仝|tong||hung*|tong*||thung*
区|區|ou|au ao ow|ow|au*|au*|au
郜|郜|gao||gau*|||kau*
海|海|hai||hoy*|hai*|hai*|hoi*
阚|闞|kan||ham*|kham*|kham*|kham*
花|花|hua||fa*|hua*|hue*|fa*
权|權|quan|||kuan*|kuang*|khien*
强|強|qiang||keung*|kiong*|kiang*|khiong*
帅|帥|shuai||sui*||sue*|soi*
屠|屠|tu||hoo*|toh*|tou*|thoo*
豆|豆|dou||au*|tau*|tau*|theu*
朴|朴|piao|park
盖|蓋|ge||koy*|kai*|kai*|koi*
练|練|lian|lin|lin|lian*|liang*|lian lien
廉|廉|lian||lim*|liam*|liam*|liam*
禹|禹|yu||yee*
井|井|jing||ding*|cheng*||chiang*
祖|祖|zu||doo*|choh*|chou*
漆|漆|qi||tit*|chat*|chak*|chit*
巴|巴|ba||ba*|pa*|pa*|pa*
丰|豐|feng||fung*|hong*|hong*|fung*
支|支|zhi||jee*|chee*|chee*|chi*
卿|卿|qing||hing*|kheng*|kheng*|khin*
国|國|guo||gok*|kok*|kok*|kwet*
狄|狄|di||ik*|tek*|tek*|thit*
平|平|ping||ping*|peng*|peng*|phin*
计|計|ji||gai*|keh*|koi*|ke*
索|索|suo||sok*|sok*|sok*|sok*
宣|宣|xuan|||suan*|suang*|sien*
晋|晉|jin||din*|chin*|ching*
相|相|xiang||seung*|siong*|siang*|siong*
初|初|chu||cho*|choh*|chou*
门|門|men||moon*|boon*|mung*|mun*
云|雲|yun|wan|wun|hun|hun|yun|hoon
容|容|rong|yung|yung|iong|iong|yung
敬|敬|jing||ging*|keng*|keng*|kin*
来|來|lai||loy*|lai*|lai*|loi*
扈|扈|hu||woo*|hoh*|hou*
晁|晁|chao||siu*|tiau*|chiau*|chau*
芮|芮|rui
都|都|du||oo*|toh*|tou*|too*
普|普|pu||poo*|phoh*|phou*|phoo*
阙|闕|que|||khuat*||khiet*
浦|浦|pu||poo*|phoh*|phou*|phoo*
戈|戈|ge||go*|ko*|ko*|ko*
伏|伏|fu||fuk*|hok*|hok*|fuk*
鹿|鹿|lu||luk*|lok*|lok*|luk*
薄|薄|bo||bok*|pok*|pok*|phok*
邸|邸|di||ai*||ti*|ti*
雍|雍|yong||yung*|yong*|iong*|yung*
辜|辜|gu|koo|goo*|koh ko|koh|koo
羊|羊|yang||yeung*|yong*|iang*|yong*
乌|烏|wu||woo*|oh*|ou*|voo*
母|母|mu||moo*||bou*
裘|裘|qiu||kew*|kiu*|kiu*|khiu*
亓|亓|qi||kee*|kee*|khi*|khi*
修|修|xiu||sew*|siew*|siu*|siu*
邰|邰|tai||hoy*|tai*|thai*|thoi*
赫|赫|he||hak*|hek*|hek*|hak*
杭|杭|hang||hong*|hang*|hang*|hong*
况|況|kuang||fong*|hong*|khuang*|fong*
那|那|na||na*||na*|na*
宿|宿|su||suk*|siok*|sok*|siuk*
鲜|鮮|xian||sin*|sian*|siang*|sien*
印|印|yin||yin*|in*|ing*|yin*
逯|逯|lu||luk*|lok*|lok*|luk*
隆|隆|long||lung*|liong*|liong*|lung*
茹|茹|ru||||ju*
诸|諸|zhu||jee*|choo*|choo*|choo*
战|戰|zhan||jin*|chian*|chiang*|chan*
慕|慕|mu||moo*|boh*|bou*|moo*
危|危|wei||ngai*|gui*|nguai*|ngui*
玉|玉|yu|||giok*|gek*|ngiuk*
银|銀|yin||ngin*|gin*||ngiun*
亢|亢|kang||kong*|khong*|khang*|khong*
嵇|嵇|ji||kai*|khe*|ki*|khe*
公|公|gong||gung*|kong*|kong*|kung*
哈|哈|ha||ha*||ha*|ha*
湛|湛|zhan|cham|jam*|tam*|tam*|cham*
宾|賓|bin||bin*|pin*|ping*|pin*
戎|戎|rong||ngung*|jiong*|jong*|yung*
勾|勾|gou||ngau*|kau*|kau*|keu*
茅|茅|mao||mau*|mau*|mau*|mau*
利|利|li|lee lei|lee|li|li|lee
於|於|yu||yee*
呼|呼|hu||foo*|hoh*|hou*|foo*
居|居|ju||gui*|koo*|ku*|kee*
揭|揭|jie||kit*|kiat*||khiat*
干|干|gan||gon*|kan*|kang*|kon*
但|但|dan||an*|||than*
尉|尉|wei||wai*||ue*|vui*
斯|斯|si||soo*|soo*|su*|sze*
元|元|yuan||ngun*|guan*|nguang*|ngian*
束|束|shu|||sok*|sok*|suk*
檀|檀|tan||han*
衣|衣|yi||yee*
信|信|xin|||sin*|sing*|sin*
展|展|zhan||jin*|tian*|tiang*|chan*
阴|陰|yin||yum*|im*|im*|yim*
昝|昝|zan||dam*
智|智|zhi||jee*|tee*|ti*|chi*
幸|幸|xing||hang*|heng*|heng*|hen*
奉|奉|feng||fung*|hong*|hong*|fung*
植|植|zhi|chik|jik*|sit*|sek*
衡|衡|heng||hang*|heng*|heng*|hen*
富|富|fu||foo*|hoo*|hu*|foo*
尧|堯|yao|||giau*|ngiau*|ngiau*
闭|閉|bi||bai*|pee*|pi*|pi*
由|由|you||yau*|yu*|iu*|yu*
后|后|hou|hau|hau|au|au|heu
丘|丘|qiu|yau|hew yau|khoo|khoo|hew hiew khiu
冒|冒|mao||mau*|moh*|mau*|mau*
萧|蕭|xiao|siu|siu|siow seow siaw|siow|siaw siew
贝|貝|bei||boy*|pue*|pue*|poi*
钮|鈕|niu|||liu*|niu*|niu*
宓|宓|mi||mit*|bit*
蓬|蓬|peng||pung*|phong*|phong*|phung*
上官|上官|shang guan|sheung-kwoon|seung-goon*|siong-kuan*|siang-kuan*|song-kon*
欧阳|歐陽|ou yang|au-yeung auyeung au-yang|owyang|au-yong oyang|au-iang*|oyang
司徒|司徒|si tu|szeto seto|seeto soohoo|soo-toh*|su-thu*|sze-thoo*
司马|司馬|si ma|sze-ma szema|soo-ma*|soo-ma*|su-ma*|sze-ma*
诸葛|諸葛|zhu ge|chu-kot|jee-got*|choo-kat*|choo-kuah*|choo-kot*
端木|端木|duan mu|||tuan-bok*|tuang-bok*|ton-muk*
东方|東方|dong fang||ung-fong*|tong-hong*|tong-huang*|tung-fong*
皇甫|皇甫|huang fu||wong-foo*|hong-hoo*|huang-phou*|fong-phoo*
尉迟|尉遲|yu chi||wut-chee*|ut-tee*|uk-ti*
公孙|公孫|gong sun||gung-soon*|kong-soon*|kong-sung*|kung-sun*
慕容|慕容|mu rong||moo-yung*|boh-yong*|bou-iong*|moo-yung*
长孙|長孫|zhang sun||jeung-soon*|tiong-soon*|chiang-sung*|chong-sun*
令狐|令狐|ling hu||ling-woo*|leng-hoh*|leng-hou*|lin-foo*
夏侯|夏侯|xia hou||ha-hau*|ha-hoh*|heh-hou*|ha-heu*
轩辕|軒轅|xuan yuan||hin-yuen*|hian-uan*||hien-yen*
宇文|宇文|yu wen||yee-mun*|oo-boon*|u-bung*|yi-vun*
申屠|申屠|shen tu||sin-hoo*|sin-toh*|sing-tou*|sin-thoo*
西门|西門|xi men||sai-moon*|seh-boon*|si-mung*|si-mun*
南宫|南宮|nan gong||nam-gung*|lam-kiong*|nam-keng*|nam-kiung*
钟离|鍾離|zhong li||jung-lee*|chiong-lee*|cheng-li*|chung-li*
闻人|聞人|wen ren||mun-ngin*|boon-jin*|bung-jing*|vun-ngin*
濮阳|濮陽|pu yang||buk-yeung*|pok-yong*|pok-iang*|puk-yong*
澹台|澹臺|tan tai||am-hoy*|tam-tai*|tam-thai*|tham-thoi*
万俟|万俟|mo qi||mak-kee*|bok-kee*
独孤|獨孤|du gu||uk-goo*|tok-koh*|tok-kou*|thuk-koo*
呼延|呼延|hu yan||foo-yin*|hoh-ian*|hou-iang*|foo-yen*
百里|百里|bai li||bak-lee*|pek-lee*|pek-li*|pak-li*
第五|第五|di wu||ai-ng*|teh-ngoh*||thi-ng*
`;

export const SPELLING_COLUMNS = ['cantonese', 'taishanese', 'hokkien', 'teochew', 'hakka', 'hainanese', 'fuzhounese'] as const;
export type SpellingColumn = (typeof SPELLING_COLUMNS)[number];

/** A spelling written with this ending is a reading of the surname in that speech, not one attested in records. */
export const READING_MARK = '*';

export interface SurnameRow {
  simplified: string;
  traditional: string;
  pinyin: string[];
  /** 1 = first in the list. */
  priority: number;
  /** Spellings in customary use, by column, lower case as written ("au-yeung"). */
  curated: Record<SpellingColumn, string[]>;
  /** Reading-based spellings (written with the mark), by column, the mark removed. */
  readings: Record<SpellingColumn, string[]>;
}

/** The rows parsed, in priority order. */
export function parseSurnameRows(text: string = SURNAME_ROWS): SurnameRow[] {
  return text
    .trim()
    .split('\n')
    .map((line, i) => {
      const [simplified, traditional, pinyin, ...cols] = line.split('|');
      const cells = SPELLING_COLUMNS.map((c, j) => [c, (cols[j] ?? '').split(' ').filter(Boolean)] as const);
      const pick = (reading: boolean) =>
        Object.fromEntries(cells.map(([c, list]) => [c, list.filter((s) => s.endsWith(READING_MARK) === reading).map((s) => (reading ? s.slice(0, -READING_MARK.length) : s))])) as Record<
          SpellingColumn,
          string[]
        >;
      return { simplified, traditional, pinyin: pinyin.split(' '), priority: i + 1, curated: pick(false), readings: pick(true) };
    });
}
