/** The Chinese-English dictionary (CC-CEDICT): words looked up by characters, pinyin or English. */
import { z } from 'zod';
import { listSchema } from './common';

export const dictionaryWordSchema = z.object({
  id: z.number().int(),
  simplified: z.string(),
  traditional: z.string(),
  /** CC-CEDICT's numbered pinyin ("zu2 pu3"). */
  pinyin: z.string(),
  /** The same in tone marks ("zú pǔ"). */
  pinyin_marks: z.string(),
  /** English glosses (definitions), in the dictionary's order. */
  glosses: z.array(z.string()),
});
export type DictionaryWord = z.infer<typeof dictionaryWordSchema>;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty.').max(max, `At most ${max} characters.`);

/**
 * GET word/: `search_cn` finds a word written in simplified or traditional characters; `q` finds
 * it by pinyin (with or without tones, spaces optional) or by English words in its glosses.
 */
export const dictionaryQuerySchema = z
  .object({
    search_cn: text(32).optional(),
    q: text(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.search_cn === undefined && v.q === undefined) ctx.addIssue({ code: 'custom', path: ['search_cn'], message: 'Give search_cn (Chinese) or q (pinyin or English).' });
    if (v.search_cn !== undefined && v.q !== undefined) ctx.addIssue({ code: 'custom', path: ['q'], message: 'Give search_cn or q, not both.' });
  });
export type DictionaryQuery = z.infer<typeof dictionaryQuerySchema>;

export const dictionaryListSchema = listSchema(dictionaryWordSchema);
export type DictionaryList = z.infer<typeof dictionaryListSchema>;
