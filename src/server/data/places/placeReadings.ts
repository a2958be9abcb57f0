/**
 * Readings of place names that differ from the characters' everyday readings, for pinyin-pro's
 * customPinyin. pinyin-pro reads 单县 "dan xian" and 乐清 "le qing"; the places are Shanxian and
 * Yueqing. Sources: the Ministry of Civil Affairs' romanised list of county-level divisions
 * (中华人民共和国行政区划简册, the names as spelled on national maps under GB/T 16159) and the place-name
 * readings marked in 现代汉语词典 (7th edition) and 新华字典 (12th edition), e.g. 单 shàn "县名,在山东",
 * 乐 yuè "乐清,地名", 蚌 bèng "蚌埠", 六 lù "六安", 番 pān "番禺", 铅 yán "铅山", 歙 shè "歙县".
 * A key is the shortest text that carries the reading, so it also applies inside longer names
 * (单县 in 单县人民政府街道, 乐清 in 乐清市).
 */
export const PLACE_READINGS: Readonly<Record<string, string>> = {
  单县: 'shàn xiàn',
  乐清: 'yuè qīng',
  乐亭: 'lào tíng',
  蚌埠: 'bèng bù',
  六安: 'lù ān',
  六合: 'lù hé',
  丽水: 'lí shuǐ',
  台州: 'tāi zhōu',
  天台: 'tiān tāi',
  番禺: 'pān yú',
  东阿: 'dōng ē',
  莘县: 'shēn xiàn',
  铅山: 'yán shān',
  涡阳: 'guō yáng',
  黄陂: 'huáng pí',
  郫都: 'pí dū',
  犍为: 'qián wéi',
  筠连: 'jūn lián',
  珲春: 'hún chūn',
  枞阳: 'zōng yáng',
  歙县: 'shè xiàn',
  洪洞: 'hóng tóng',
  临朐: 'lín qú',
  繁峙: 'fán shì',
  尉犁: 'yù lí',
  蔚县: 'yù xiàn',
  大埔: 'dà bù',
  吴堡: 'wú bǔ',
  荥阳: 'xíng yáng',
  浚县: 'xùn xiàn',
  宕昌: 'tàn chāng',
  兖州: 'yǎn zhōu',
  珙县: 'gǒng xiàn',
  汶川: 'wèn chuān',
  厦门: 'xià mén',
  重庆: 'chóng qìng',
  长乐: 'cháng lè',
  柏乡: 'bǎi xiāng',
};
