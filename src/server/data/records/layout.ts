/**
 * The layout of a record collection file: what `npm run manage -- records:import FILE` reads and what
 * the sample corpus generator writes (the same path a real collection takes). A file is JSON Lines,
 * UTF-8, one object per line, each with a `kind`:
 *
 *   {"kind":"collection", "id", "title", "category_id", "description", "place", "year_from", "year_to", "is_sample", "source_note"}
 *     exactly once, first: the collection every later line belongs to (its id is the import's key:
 *     importing the same id again replaces the collection).
 *   {"kind":"source", "id", "title", "source_type", "year", "place", "image_count"}
 *     a register, ship's list, census schedule, case file series, burial register or directory volume,
 *     before the first record that cites it.
 *   {"kind":"record", "code", "source_id", "image_number", "event", "persons", "transcription"}
 *     one indexed entry of a source: the event it records and every person named in it, each name as
 *     the clerk wrote it (`surname`, `first_name`) with the Chinese name when the record has one.
 *
 * Page images are not in the file: `records:import FILE --images DIR` attaches `DIR/<source id>/<n>.png|jpg`
 * (modules/records/sourceImageFiles.ts).
 *
 * Dates are as recorded: a year (with the month and day when given); an age is kept as the age the
 * record states, and `birth_year` only when the record states it or it is computed from an age (then
 * `birth_year_approx` says by how many years it may be off). Places are text as written ("Sun Ning,
 * Kwangtung"); linking them to the gazetteer is the importer's work.
 */
import { z } from 'zod';
import { RECORD_CATEGORY_LABELS, type RecordCategoryId } from '../../../protocol/records';

export type { RecordCategoryId as RecordCategory } from '../../../protocol/records';
const categoryIds = Object.keys(RECORD_CATEGORY_LABELS) as [RecordCategoryId, ...RecordCategoryId[]];

export const SOURCE_TYPES = ['passenger-list', 'case-file', 'head-tax-register', 'census-schedule', 'civil-register', 'burial-register', 'directory', 'newspaper', 'obituary-index'] as const;
export const EVENT_TYPES = ['arrival', 'case-file', 'head-tax', 'census', 'birth', 'death', 'burial', 'membership'] as const;
export const PERSON_ROLES = ['principal', 'father', 'mother', 'spouse', 'son', 'daughter', 'brother', 'head', 'wife', 'lodger', 'informant', 'deceased', 'child'] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens.').max(80);
const text = (max: number) => z.string().trim().min(1).max(max);
/** A name as written: any script, but no control characters (tabs, separators, NUL). */
const name = (max: number) => z.string().trim().max(max).regex(/^\P{Cc}*$/u, 'No control characters (tabs, line breaks, separators).');
const year = z.number().int().min(1500).max(2100);

export const collectionLineSchema = z
  .object({
    kind: z.literal('collection'),
    id: slug,
    title: text(300),
    category_id: z.enum(categoryIds),
    description: text(5000),
    place: text(300),
    year_from: year,
    year_to: year,
    /** True for the generated sample corpora: the UI labels them "Sample collection". */
    is_sample: z.boolean(),
    /** Where the collection comes from (archive and series, or the generator that made it). */
    source_note: text(2000),
  })
  .strict();

export const sourceLineSchema = z
  .object({
    kind: z.literal('source'),
    id: slug,
    title: text(300),
    source_type: z.enum(SOURCE_TYPES),
    year: year.nullable(),
    place: text(300).nullable(),
    /** Not used by the import: a source's image_count is the number of page images attached to it (`--images DIR`). */
    image_count: z.number().int().min(0).max(100_000).nullable(),
  })
  .strict();

export const recordPersonSchema = z
  .object({
    role: z.enum(PERSON_ROLES),
    surname: name(100),
    first_name: name(200),
    name_zh: name(50).nullable(),
    gender: z.enum(['m', 'f']).nullable(),
    age: z.number().int().min(0).max(120).nullable(),
    birth_year: year.nullable(),
    /** How many years birth_year may be off either side (0 when the record states it). */
    birth_year_approx: z.number().int().min(0).max(20),
    birth_place: z.string().trim().max(300).nullable(),
    death_year: year.nullable(),
    residence: z.string().trim().max(300).nullable(),
    occupation: z.string().trim().max(200).nullable(),
    /** Sample corpora only: the generated person this entry names, so recall can be measured. */
    identity: z.string().max(40).optional(),
  })
  .strict();
export type RecordPerson = z.infer<typeof recordPersonSchema>;

export const recordEventSchema = z
  .object({
    type: z.enum(EVENT_TYPES),
    year,
    month: z.number().int().min(1).max(12).nullable(),
    day: z.number().int().min(1).max(31).nullable(),
    place: text(300),
  })
  .strict();
export type RecordEvent = z.infer<typeof recordEventSchema>;

export const recordLineSchema = z
  .object({
    kind: z.literal('record'),
    code: slug,
    source_id: slug,
    image_number: z.number().int().min(1).nullable(),
    event: recordEventSchema,
    persons: z.array(recordPersonSchema).min(1).max(40),
    /** The entry as a reader sees it on the page, line by line. */
    transcription: z.string().max(20_000),
  })
  .strict();

export type CollectionLine = z.infer<typeof collectionLineSchema>;
export type SourceLine = z.infer<typeof sourceLineSchema>;
export type RecordLine = z.infer<typeof recordLineSchema>;
export type CollectionFileLine = CollectionLine | SourceLine | RecordLine;

export const collectionFileLineSchema = z.discriminatedUnion('kind', [collectionLineSchema, sourceLineSchema, recordLineSchema]);
