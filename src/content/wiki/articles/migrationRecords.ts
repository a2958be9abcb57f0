/** Articles on migration records of the exclusion era in North America and Australasia. */
import type { WikiArticleSeed } from '../types';

export const migrationRecordArticles: WikiArticleSeed[] = [
  {
    slug: 'chinese-exclusion-act-case-files',
    title: 'Chinese Exclusion Act case files',
    title_zh: '排华法案档案',
    summary: 'What the United States immigration files of 1882–1943 contain, where they are kept, and how to request and read one.',
    category: 'migration-records',
    featured: true,
    content: `From 1882 to 1943 the United States restricted Chinese immigration under a series of laws known together as Chinese exclusion. Labourers were barred; merchants, students, teachers, travellers, diplomats and American citizens of Chinese descent could enter, but had to prove it, often again every time they left and returned. The officials who enforced the laws created a file for almost every Chinese person who entered, left or was investigated. These files are among the richest sources in the world for Chinese family history.

## What a file contains

A typical case file holds:

- an application or statement by the person, with name, age, occupation and home village;
- transcripts of interrogations by immigration inspectors, sometimes dozens of pages long;
- testimony of witnesses, often fathers, brothers or fellow villagers;
- photographs of the applicant, and sometimes of relatives;
- certificates such as return certificates, certificates of residence or birth affidavits;
- maps of the home village drawn by applicants to prove they knew it;
- the inspectors' decision and any appeal.

The interrogations asked about the house, the neighbours, the village school and well, who lived in which row, and the names and ages of every family member. For a family historian they can give three generations, a village plan and the family's relations with its neighbours, all in one file.

## Where the files are

The files belong to the records of the Immigration and Naturalization Service, Record Group 85, at the National Archives and Records Administration (NARA). They are kept in the regional archives that served each port: San Francisco, Seattle, Los Angeles, New York, Chicago, Philadelphia and others. The San Francisco files, which include the Angel Island Immigration Station years of 1910 to 1940, are the largest group. NARA's online catalogue describes many files by name and case number; a request to the regional archive brings copies.

## Finding the right file

Start from any number you have: a certificate of identity, a case number on a letter, or a number written on a photograph. If you have none, search the catalogue by the names the person used, in every spelling; see [one surname, many spellings](/wiki/article/surname-spellings-abroad). Files are usually indexed under the name the person entered with, which for many families was a [paper name](/wiki/article/paper-sons).

Related files are cross-referenced: a son's file often cites his father's case number, and a father's file may list every son he claimed. Follow the numbers.

## Reading with care

Inspectors aimed to catch discrepancies, and applicants sometimes memorised coaching papers. The answers are therefore a mix of true family facts and the facts of a paper family. Compare several files of the same family: details that agree across many interrogations, such as the village layout, are usually reliable, while names of relatives may belong to the paper family.

## After the files

The exclusion laws were repealed in 1943. Files continued for people already known to the service, and later records, such as the Confession Program files of 1956 to 1965, sometimes tell the real story behind a paper identity.`,
    references: [
      'National Archives and Records Administration, Chinese Exclusion Act case files, Records of the Immigration and Naturalization Service, Record Group 85.',
      'Erika Lee, At America’s Gates: Chinese Immigration during the Exclusion Era, 1882–1943, University of North Carolina Press, 2003.',
      'Erika Lee and Judy Yung, Angel Island: Immigrant Gateway to America, Oxford University Press, 2010.',
    ],
  },
  {
    slug: 'paper-sons',
    title: 'Paper sons and paper names',
    title_zh: '纸生仔',
    summary: 'How exclusion created paper identities, what coaching papers were, and how families today uncover the real names behind them.',
    category: 'migration-records',
    featured: true,
    content: `Under the United States exclusion laws, the children of American citizens could enter the country even when Chinese labourers could not. Many Chinese men claimed citizenship by birth in America, and the San Francisco earthquake and fire of 1906, which destroyed the city's birth records, made such claims hard to disprove. A citizen who visited China could report the birth of a son on each return, and the places for sons created this way, called slots, could be used by his real sons or sold to others. A young man who entered with a purchased identity was a paper son (纸生仔, often 纸仔), and his paper name followed him for life.

## Coaching papers

Because inspectors questioned applicants and their "fathers" separately and compared the answers, paper sons studied coaching papers (口供纸): long question-and-answer notes describing the paper family's village, house, relatives and neighbours. Applicants memorised them on the voyage and sometimes threw them overboard before landing. Interrogations at the Angel Island Immigration Station, from 1910 to 1940, could last days, and detainees carved poems of frustration and longing into its walls.

## What this means for your tree

For many families, the surname used in America for three or four generations is not the surname of their lineage. A family known as Lee may be Chan in the village; a grandfather's age and birthplace in American records may be those of another man. At the same time, paper families were often real relatives or fellow villagers, so the paper identity may still be close to the real one.

## Finding the real name

- Ask older relatives whether the family had a "real name" at home; many knew but did not speak of it.
- Look at the [ancestral tablet](/wiki/article/ancestral-halls-and-tablets) or the tombstone in China, which use the real name; see [reading Chinese tombstones](/wiki/article/reading-tombstones).
- Compare letters home and remittance receipts, which were addressed to real relatives.
- Read the [case files](/wiki/article/chinese-exclusion-act-case-files) of the whole paper family: discrepancies between brothers can reveal who was real.
- Check for a Confession Program file: between 1956 and 1965 many paper sons confessed their true identities, often in exchange for legal status, and their files record real names and families.

## Recording paper identities

In your tree, record both names. Keep the paper name on the records that use it, and the real name as the person's name in the lineage. Note the source of each. The [generation character](/wiki/article/generation-poems) can help: paper sons often kept their real generation character in their given name, or passed it on to their own children.

## Beyond the United States

Similar practices arose in Canada, where identities and certificates were traded under the head tax and the 1923 exclusion law, and in Australia under the dictation test. The details differ, but the advice is the same: treat every name as a claim, and look for records made for a Chinese reader, which tend to use the real one.`,
    references: [
      'Erika Lee, At America’s Gates: Chinese Immigration during the Exclusion Era, 1882–1943, University of North Carolina Press, 2003.',
      'Him Mark Lai, Genny Lim and Judy Yung, Island: Poetry and History of Chinese Immigrants on Angel Island, 1910–1940, HOC DOI, 1980; 2nd ed. University of Washington Press, 2014.',
      'National Archives and Records Administration, Chinese Exclusion Act case files, Record Group 85 (including Confession Program files).',
    ],
  },
  {
    slug: 'canadian-head-tax',
    title: 'The Canadian head tax and the 1923 exclusion',
    title_zh: '人头税',
    summary: 'Canada’s registers of Chinese immigrants from 1885 to 1949, the head tax certificates, and the registration of 1923.',
    category: 'migration-records',
    featured: false,
    content: `Canada restricted Chinese immigration from 1885, soon after Chinese workers helped build the Canadian Pacific Railway. The Chinese Immigration Act of 1885 charged each Chinese immigrant a head tax of fifty dollars. The tax rose to one hundred dollars in 1900 and five hundred dollars in 1903, a sum equal to years of wages. In 1923 a new Chinese Immigration Act almost stopped Chinese immigration for twenty-four years, until its repeal in 1947. In 2006 the Government of Canada apologised for the head tax and the exclusion.

## The General Registers

Officials recorded every Chinese person who entered, paid the tax or was exempt, in the General Registers of Chinese Immigration. An entry gives a name, age, place of origin (often the county and sometimes the village), physical marks, date and port of arrival, the amount paid and a certificate number. Library and Archives Canada has indexed these registers in its database Immigrants from China, 1885–1949, searchable by name, and provides images of the pages.

## Head tax certificates

Immigrants received a certificate showing payment, with a photograph. Families sometimes still hold these certificates; their numbers lead to the register entries. When a man left Canada for a visit home, he registered to leave and later to return, creating further entries.

## The 1923 registration

The 1923 act required every person of Chinese origin in Canada, including those born there, to register with the government within a year. Each received a registration certificate, usually called a C.I. 28, with a photograph. These certificates, and the register behind them, are among the best records for finding a Chinese Canadian of that generation. Many families remember 1 July 1923, Dominion Day, as Humiliation Day for this reason.

## Reading the place of origin

Most early Chinese Canadians came from the [Siyi counties](/wiki/article/siyi-four-counties), especially [Taishan](/places/440781/tai-shan-shi), and the registers spell counties and villages in Taishanese or Cantonese. Common spellings include Sun Ning or Sunning for Taishan, Hoi Ping for Kaiping, Yan Ping for Enping and Sun Wui for Xinhui. Read the [Taishanese dialect page](/dialects/taishanese) and [one surname, many spellings](/wiki/article/surname-spellings-abroad).

## Other Canadian sources

- Chinese Benevolent Associations in Vancouver, Victoria and Toronto kept member and burial records.
- Clan and county associations, such as those for the Wong, Lee and Chan surnames, have published histories with member lists.
- Provincial vital statistics give births, marriages and deaths, often with the village of origin on a death registration.
- Newspapers in Chinese, such as those of Vancouver's Chinatown, reported deaths and donations.

## From register to village

A register entry gives a county and perhaps a village. From there, search for the village in our place records, find the lineage of your surname, and look for a man of the right age in its [lineage book](/wiki/article/finding-a-zupu). The note "went to Gold Mountain" beside his name may confirm the match.`,
    references: [
      'Library and Archives Canada, Immigrants from China, 1885–1949 (database of the General Registers of Chinese Immigration).',
      'Lisa Rose Mar, Brokering Belonging: Chinese in Canada’s Exclusion Era, 1885–1945, Oxford University Press, 2010.',
      'Government of Canada, Prime Minister’s apology for the Chinese head tax, House of Commons, 22 June 2006.',
    ],
  },
  {
    slug: 'australia-and-new-zealand-records',
    title: 'Australia and New Zealand: dictation tests and poll taxes',
    title_zh: '澳新移民档案',
    summary: 'Records created by the White Australia policy and New Zealand’s poll tax, especially the certificates exempting from the dictation test.',
    category: 'migration-records',
    featured: false,
    content: `Chinese people came to the Australian colonies in large numbers with the gold rushes of the 1850s, and to New Zealand's goldfields from the 1860s. Both places soon restricted Chinese immigration, and the restrictions created records that today let families trace their ancestors with photographs, handprints and home villages.

## Colonial Australia

Victoria imposed a ten-pound tax on Chinese arrivals in 1855, and other colonies followed with taxes and limits tied to ship tonnage. Colonial records include tax receipts, naturalisation papers and, in some colonies, registers of Chinese residents. Many early Chinese Australians came from the [Siyi counties](/wiki/article/siyi-four-counties) and from [Zhongshan](/wiki/article/zhongshan).

## The dictation test

At federation in 1901, the Immigration Restriction Act introduced a dictation test: an officer could require an immigrant to write out fifty words in any European language, and the test was used to exclude almost any non-European applicant. Chinese residents who wished to travel abroad and return applied beforehand for a Certificate Exempting from the Dictation Test (CEDT). Each certificate carries front and side photographs, a handprint or thumbprint, a description and the dates of departure and return. Duplicates were kept by the authorities and are held today by the National Archives of Australia, which has digitised many of them.

## What to search for

- CEDT applications and certificates, under the person's name in all spellings;
- certificates of domicile, earlier forms of the same kind of document;
- alien registration records of the First and Second World War years;
- naturalisation files, which may give the home village and date of arrival;
- letters of merchants applying to bring in assistants or sons.

The National Archives of Australia lists records by item and many are viewable online. Searching requires patience with spellings: read [one surname, many spellings](/wiki/article/surname-spellings-abroad).

## New Zealand's poll tax

New Zealand's Chinese Immigrants Act of 1881 imposed a poll tax of ten pounds on each Chinese arrival and limited the number per ship by tonnage. The tax was raised to one hundred pounds in 1896 and was not formally repealed until 1944. Poll tax records, together with later registration and naturalisation files, are held by Archives New Zealand. In 2002 the New Zealand government apologised to Chinese New Zealanders for the poll tax.

## From certificate to village

A CEDT often gives a person's Chinese name in characters, and sometimes the district. With the district and surname, look for the lineage book; with a photograph, relatives may recognise the face. Letters and remittances home, often handled by firms in Sydney or Melbourne, may name the village directly. Combine overseas records with [tombstones](/wiki/article/reading-tombstones) in the home village to confirm the match.

## Beyond the certificates

Chinese-language newspapers in Sydney and Melbourne reported arrivals, deaths and donations to home villages. Associations such as the See Yup societies kept records and maintained temples that still stand.`,
    references: [
      'National Archives of Australia, Certificates Exempting from the Dictation Test (CEDT) and related immigration series.',
      'Archives New Zealand, records of the Chinese poll tax and alien registration.',
      'Manying Ip (ed.), Unfolding History, Evolving Identity: The Chinese in New Zealand, Auckland University Press, 2003.',
    ],
  },
];
