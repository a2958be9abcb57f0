/** GEDCOM import and export calls under /api/people: the import status and the export job. */
import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Upload limit of POST /api/people/import/gedcom/. */
export const GEDCOM_MAX_BYTES = 100 * 1024 * 1024;

export const importStatuses = ['queued', 'parsing', 'saving', 'laying_out', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const lineMessageSchema = z.object({ line: z.number().int().nullable(), message: z.string() });
export type LineMessage = z.infer<typeof lineMessageSchema>;

export const gedcomCountsSchema = z.object({
  persons: z.number().int(),
  families: z.number().int(),
  notes: z.number().int(),
  media: z.number().int(),
});
export type GedcomCountsOut = z.infer<typeof gedcomCountsSchema>;

export const importGedcomResponseSchema = z.object({ import_key: z.string() });
export type ImportGedcomResponse = z.infer<typeof importGedcomResponseSchema>;

export const importStatusQuerySchema = z.object({ importKey: z.string().min(1) });

export const importStatusSchema = z.object({
  status: z.enum(importStatuses),
  progress: z.number().int().min(0).max(100),
  tree_id: z.string().nullable(),
  counts: gedcomCountsSchema,
  warnings: z.array(lineMessageSchema),
  error: lineMessageSchema.nullable(),
});
export type ImportStatusResponse = z.infer<typeof importStatusSchema>;

export const exportFormats = ['gedcom551', 'gedcom7', 'gedzip'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats).default('gedcom7'),
  include_images: flag.default(false),
  // Sources, repositories, media objects and shared notes the import kept; off drops them and pointers to them.
  include_library: flag.default(true),
  status_key: z.string().optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const exportStartSchema = z.object({ status_key: z.string() });

export const exportStatusSchema = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  error: lineMessageSchema.nullable(),
});
export type ExportStatusResponse = z.infer<typeof exportStatusSchema>;
