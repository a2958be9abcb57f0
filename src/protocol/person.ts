/**
 * The person, couple and parenthood entities of a family tree, shared by the API, the GEDCOM codec,
 * the layout and the browser app.
 */
import { z } from 'zod';
import { genderSchema } from './draw';

/** Kinds of given name. Chinese naming adds courtesy (字), art (号) and generation (辈) names. */
export const firstNameTypes = ['given', 'other_name', 'courtesy', 'art', 'generation', 'nickname', 'baptismal'] as const;
export const surnameTypes = ['birth', 'married', 'other'] as const;

export const firstNameItemSchema = z.object({ type: z.enum(firstNameTypes), value: z.string().trim().min(1).max(200) });
export const surnameItemSchema = z.object({ type: z.enum(surnameTypes), value: z.string().trim().min(1).max(200) });
export type FirstNameItem = z.infer<typeof firstNameItemSchema>;
export type SurnameItem = z.infer<typeof surnameItemSchema>;

/**
 * A genealogical date. approximation_type 1 means 'up to N years before', 2 'up to N years after',
 * anything else both sides. text_value keeps a phrase that is not a date ("in the reign of Guangxu").
 */
export const dateValueSchema = z.object({
  day: z.number().int().min(1).max(31).nullable().default(null),
  month: z.number().int().min(1).max(12).nullable().default(null),
  year: z.number().int().min(-5000).max(3000).nullable().default(null),
  approximation_years: z.number().int().min(0).max(500).nullable().default(null),
  approximation_type: z.number().int().nullable().default(null),
  text_value: z.string().max(500).nullable().default(null),
  cn_date: z.string().max(200).nullable().default(null),
});
export type DateValue = z.infer<typeof dateValueSchema>;

export const factInfoSchema = z.object({ label: z.string().max(200), value: z.string().max(2000) });

export const factItemSchema = z.object({
  fact_type: z.string().min(1).max(60),
  value: z.string().max(2000).nullable().default(null),
  start_date: dateValueSchema.nullable().default(null),
  end_date: dateValueSchema.nullable().default(null),
  place_display_text: z.string().max(500).nullable().default(null),
  cemetery: z.string().max(300).nullable().default(null),
  info: z.array(factInfoSchema).default([]),
});
export type FactItem = z.infer<typeof factItemSchema>;

export const residenceSchema = z.object({
  place_id: z.string().nullable().default(null),
  display_text: z.string().max(500),
  from_year: z.number().int().nullable().default(null),
  to_year: z.number().int().nullable().default(null),
});
export type Residence = z.infer<typeof residenceSchema>;

/** Fields a client may write on a person. */
export const personFieldsSchema = z.object({
  first_names: z.array(firstNameItemSchema).max(20).default([]),
  surnames: z.array(surnameItemSchema).max(20).default([]),
  gender: genderSchema.default('none'),
  birth_date: dateValueSchema.nullable().default(null),
  birth_location: z.string().max(500).nullable().default(null),
  death_date: dateValueSchema.nullable().default(null),
  death_location: z.string().max(500).nullable().default(null),
  is_deceased: z.boolean().default(false),
  facts: z.array(factItemSchema).max(500).default([]),
  notes: z.string().max(100_000).nullable().default(null),
  residence_location: z.array(residenceSchema).max(200).default([]),
});
export type PersonFields = z.infer<typeof personFieldsSchema>;

/** How a child belongs to a parent. */
export const parenthoodKinds = ['birth', 'adopted', 'foster', 'step'] as const;
export const parenthoodKindSchema = z.enum(parenthoodKinds);
export type ParenthoodKind = z.infer<typeof parenthoodKindSchema>;

export const coupleFieldsSchema = z.object({
  person1_id: z.string(),
  person2_id: z.string(),
  marriage_place: z.string().max(500).nullable().default(null),
  marriage_date: dateValueSchema.nullable().default(null),
  is_divorced: z.boolean().default(false),
  divorce_place: z.string().max(500).nullable().default(null),
  divorce_date: dateValueSchema.nullable().default(null),
});
export type CoupleFields = z.infer<typeof coupleFieldsSchema>;
