/** Articles on dates in Chinese records: reign years, the sixty-year cycle, lunar months and the Republic. */
import type { WikiArticleSeed } from '../types';

export const datesArticles: WikiArticleSeed[] = [
  {
    slug: 'reading-reign-years',
    title: 'Reading reign years (年号)',
    title_zh: '年号',
    summary: 'How imperial era names date a record, a table of the Qing reigns, and how to convert a reign year to a Western year without an off-by-one mistake.',
    category: 'dates',
    featured: true,
    content: `Most dates in lineage books, tombstones and land deeds before 1912 are given in reign years. An emperor proclaimed an era name (年号, traditional 年號) when he came to the throne, and years were counted from the start of that era: the first year, the second year and so on. A date such as 光绪八年 means "the eighth year of the Guangxu era".

## The Qing reigns

From the late Ming onward each emperor used one era name for his whole reign, so an era name identifies an emperor. The Qing eras, with their first years in the Western calendar, are:

- Shunzhi (顺治) 1644
- Kangxi (康熙) 1662
- Yongzheng (雍正) 1723
- Qianlong (乾隆) 1736
- Jiaqing (嘉庆) 1796
- Daoguang (道光) 1821
- Xianfeng (咸丰) 1851
- Tongzhi (同治) 1862
- Guangxu (光绪) 1875
- Xuantong (宣统) 1909

Among the Ming eras, Hongwu (洪武, from 1368), Yongle (永乐, from 1403), Jiajing (嘉靖, from 1522), Wanli (万历, from 1573) and Chongzhen (崇祯, from 1628) are the ones most often met in the origins section of a [zupu](/wiki/article/how-zupus-are-organised).

## Converting a reign year

The first year of an era is written 元年, not 一年. To convert, add the year number to the first year of the era and subtract one:

> Western year = first year of the era + year number − 1

So Guangxu 8 is 1875 + 8 − 1 = 1882, the year the Chinese Exclusion Act was passed in the United States. Forgetting to subtract one is the most common mistake in converting reign years.

## The year boundary

A Chinese year begins at the lunar new year, between late January and the middle of February. A birth in the twelfth month of Guangxu 8 therefore usually falls in January or early February of 1883, not 1882. When the month is given, convert the whole date with a calendar table rather than the year alone; see [lunar dates](/wiki/article/lunar-dates).

## Eras and the sixty-year cycle together

Lineage books often give both the era and the cyclical year, such as 光绪壬午年. The cyclical year is a check on the era: 壬午 fell in 1882, which agrees with Guangxu 8. If the two disagree, one was copied wrongly, and the [sixty-year cycle](/wiki/article/sexagenary-cycle) article explains how to work out which.

## After the empire

From 1912 dates are often given in years of the Republic (民国); see [the Republican calendar](/wiki/article/republican-calendar). Some families loyal to the old dynasty kept using Xuantong years after 1911, and some overseas tombstones do the same, so a "Xuantong 5" is 1913, not a mistake.

## Recording reign dates in your tree

Keep the date exactly as written, in characters, and add the converted Western date beside it. If only the year is known, record the year; do not invent a month. When a lineage book gives an age at death instead of a death date, work out the year from the birth year with the traditional count of age, in which a child is one year old at birth. Where two editions of a book disagree, note both and the edition each comes from.`,
    references: [
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (tables of reign periods).',
      'Academia Sinica, Chinese–Western calendar conversion tables (中西曆轉換), Institute of History and Philology.',
      'Zheng Hesheng 郑鹤声, Jinshi Zhong-Xi shi ri duizhao biao 近世中西史日对照表, Zhonghua Shuju.',
    ],
  },
  {
    slug: 'lunar-dates',
    title: 'Lunar dates in family records',
    title_zh: '农历日期',
    summary: 'How months, days and hours are written in the Chinese calendar, what a leap month is, and how to turn a lunar birth date into a Western one.',
    category: 'dates',
    featured: false,
    content: `Births, marriages and deaths in lineage books, on tombstones and on ancestral tablets are almost always recorded in the traditional Chinese calendar, usually called the lunar calendar (农历 or 阴历). It is in fact a lunisolar calendar: months follow the moon, while an extra month is added from time to time to keep the year in step with the seasons.

## Months

A month begins on the day of the new moon and lasts 29 or 30 days. The months are numbered, with a few special names:

- 正月, the first month, in which the new year falls;
- 二月 to 十月, the second to the tenth months;
- 冬月 or 十一月, the eleventh month;
- 腊月 or 十二月, the twelfth month, the last before the new year.

Because the year starts at a new moon between 21 January and 20 February, the first month usually overlaps February and March in the Western calendar.

## Leap months

About seven times in nineteen years an extra month is inserted. It repeats the number of the month before it and is marked 闰 (leap): 闰四月 is the leap fourth month, coming after the regular fourth month. A birth date in a leap month cannot be converted without knowing which year had that leap month, so always use a conversion table.

## Days

Days are numbered within the month. The first ten are written with 初: 初一, 初二 up to 初十. Then come 十一 to 二十, and 廿一 to 廿九 (廿 means twenty), and 三十 in a long month. Some records use the cyclical day names of the [sixty-year cycle](/wiki/article/sexagenary-cycle) instead, which need a table to convert.

## Hours

Many lineage books give the hour of birth, because it mattered for fortune telling and marriage matching. The day was divided into twelve double hours (时辰), named after the twelve earthly branches. The first, 子时, runs from 11 p.m. to 1 a.m., so a birth "at the zi hour" late in the evening belongs to the next day in some reckonings. Record the hour as written and convert it separately.

## Converting a full date

1. Convert the year from its [reign year](/wiki/article/reading-reign-years) or cyclical year.
2. Look up that lunar year in a conversion table or a calendar library.
3. Find the month, checking whether it is a leap month.
4. Count to the day.

Dates near the new year need care: the twelfth month of a Chinese year falls in January or February of the next Western year.

## Keeping both

In a family tree, keep the original lunar date exactly as written, in characters, next to the converted Western date. If the conversion was made with an uncertain year, say so in a note. A later researcher, perhaps yourself, may find a clearer copy of the record.`,
    references: [
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (chapter on the calendar).',
      'Academia Sinica, Chinese–Western calendar conversion tables (中西曆轉換), Institute of History and Philology.',
      'Hong Kong Observatory, Gregorian–Lunar Calendar Conversion Table (1901–2100).',
    ],
  },
  {
    slug: 'sexagenary-cycle',
    title: 'The sixty-year cycle (干支)',
    title_zh: '干支',
    summary: 'How heavenly stems and earthly branches name years and days, and how to find the Western year of a cyclical date.',
    category: 'dates',
    featured: false,
    content: `Alongside reign years, Chinese records name years by a cycle of sixty. Each year has a two-character name made of one of ten heavenly stems (天干) and one of twelve earthly branches (地支). The combination is called ganzhi (干支). Because the cycle repeats every sixty years, a cyclical year alone is ambiguous, but together with a reign year or a rough age it pins a date precisely.

## The stems and branches

The ten heavenly stems are 甲 乙 丙 丁 戊 己 庚 辛 壬 癸. The twelve earthly branches are 子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥. The branches are paired with the twelve animals of the zodiac: 子 is the rat, 丑 the ox, 寅 the tiger and so on to 亥, the pig.

Stems and branches advance together. The first year of a cycle is 甲子, the second 乙丑, the third 丙寅; after the tenth stem the stems start again while the branches continue, so the eleventh year is 甲戌. After sixty years both return to 甲子.

## Anchor years

A few years are worth remembering:

- 1864, 1924 and 1984 were 甲子 years, the start of a cycle.
- 1911, the year of the revolution, was 辛亥.
- 1898, the year of the Hundred Days' Reform, was 戊戌.
- 1882, the year of the United States exclusion law, was 壬午.

## Working out a year

To find the Western year of a cyclical year, count from the nearest anchor. Each stem comes round every ten years, so the stem fixes the last digit of the Western year: 甲 years end in 4, 乙 in 5, 丙 in 6, 丁 in 7, 戊 in 8, 己 in 9, 庚 in 0, 辛 in 1, 壬 in 2 and 癸 in 3. The branch then chooses among the six years of the cycle with that last digit. For example 壬午 ends in 2, and among the six years 1832, 1842, 1852, 1862, 1872 and 1882, only 1882 has the branch 午.

As with [reign years](/wiki/article/reading-reign-years), remember that the Chinese year begins at the lunar new year, so the first weeks of a Western year belong to the previous cyclical year.

## Cycles in lineage books

Lineage books commonly write a birth as the reign, the cyclical year, the month, the day and the hour, such as 道光庚子年三月初五日辰时. The cyclical year is a useful check on the reign year, since copying errors in numbers are common while the two-character cyclical name is harder to corrupt.

Some records also name days and even hours by the cycle. Cyclical days need a table or a calendar library to convert.

## Ages

Chinese ages were traditionally counted in sui (岁): a child is one at birth and gains a year at each new year. A man "aged 60 sui" at death in a 甲子 year was born in the previous 甲子 year or the one after, not sixty full years earlier. Subtract with care.`,
    references: [
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (the sexagenary cycle).',
      'Hong Kong Observatory, Gregorian–Lunar Calendar Conversion Table (1901–2100).',
      'Academia Sinica, Chinese–Western calendar conversion tables (中西曆轉換).',
    ],
  },
  {
    slug: 'republican-calendar',
    title: 'The Republican calendar (民国纪年)',
    title_zh: '民国纪年',
    summary: 'Dates counted from the founding of the Republic of China in 1912, where they appear, and how they mix with lunar and Western dates.',
    category: 'dates',
    featured: false,
    content: `After the fall of the Qing dynasty, the Republic of China adopted a new way of counting years. From 1 January 1912 years were numbered from the founding of the Republic: 1912 is the first year of the Republic (民国元年), 1913 the second, and so on. Many records that families hold from the first half of the twentieth century use this system, and it is still used for official dates in Taiwan.

## Converting

The rule is simple:

> Western year = Republic year + 1911

So 民国二十六年 (Republic 26) is 1937, and 民国三十八年 (Republic 38) is 1949. Taiwan's official documents today continue the count: 2024 is Republic 113.

## Where you will meet it

Republican years appear in:

- lineage books compiled or revised between 1912 and 1949;
- land deeds, school certificates and household registers of the period;
- letters and remittance receipts (see [qiaopi](/wiki/article/qiaopi-remittance-letters));
- tombstones of people who died in those decades, in China and abroad;
- Chinese-language newspapers and association records overseas.

Overseas associations sometimes kept Republic years long after 1949, so a Republic year on a tombstone in a Western cemetery is common.

## Solar dates, lunar dates

The Republic also adopted the Western solar calendar for official use. Months in Republic dates are therefore usually Western months, so 民国二十六年七月七日 is 7 July 1937. Families, however, kept using lunar months for births, festivals and rites. A lineage book of 1930 may give a birth as a Republic year with a lunar month and day, and the two calendars are not marked differently. Look for signs: 正月, 腊月, 初 before a day number, or a leap month all mean a lunar date. See [lunar dates](/wiki/article/lunar-dates).

## The transition years

Between 1909 and 1912 several systems overlap:

- Xuantong 1 to 3 (宣统元年 to 三年) cover 1909 to 1911;
- the revolution began in October 1911, the 辛亥 year of the [sixty-year cycle](/wiki/article/sexagenary-cycle);
- Republic 1 starts on 1 January 1912, while the lunar year 壬子 began only in February 1912.

A few revolutionaries dated documents from the legendary Yellow Emperor (黄帝纪元) around 1911; if you find a year in the 4600s, that is the system used.

## After 1949

In mainland China, the People's Republic adopted the Western year count in 1949, and records after that use Western years. Lineage books compiled since the 1980s in the mainland usually give Western dates, often with the lunar date beside them. When a book mixes Republic years, [reign years](/wiki/article/reading-reign-years) and Western years on the same page, convert each with its own rule before comparing them.

## A worked example

A letter dated 民国十年三月初五 gives Republic 10, which is 1921. The 初 before the day shows a lunar date, so the letter was written on the fifth day of the third lunar month of 1921, which a conversion table places in April.`,
    references: [
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (Republican calendar).',
      'Academia Sinica, Chinese–Western calendar conversion tables (中西曆轉換).',
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
    ],
  },
];
