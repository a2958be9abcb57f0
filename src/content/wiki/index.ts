/** The wiki content written for the product: categories, articles and glossary terms. */
import { wikiCategories } from './categories';
import { glossaryTerms } from './glossary';
import { communityArticles } from './articles/community';
import { datesArticles } from './articles/dates';
import { emigrantRegionArticles } from './articles/emigrantRegions';
import { languageArticles } from './articles/language';
import { migrationRecordArticles } from './articles/migrationRecords';
import { namesArticles } from './articles/names';
import { researchArticles } from './articles/research';
import { zupuArticles } from './articles/zupu';
import type { WikiArticleSeed, WikiGlossarySeed } from './types';

export type { WikiArticleSeed, WikiCategorySeed, WikiGlossarySeed } from './types';
export { wikiCategories };

export const wikiArticles: WikiArticleSeed[] = [
  ...zupuArticles,
  ...namesArticles,
  ...datesArticles,
  ...emigrantRegionArticles,
  ...migrationRecordArticles,
  ...communityArticles,
  ...languageArticles,
  ...researchArticles,
];

export const wikiGlossary: WikiGlossarySeed[] = glossaryTerms;
