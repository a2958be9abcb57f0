/** Display names of the dialects shown on the overseas pages. */
export const DIALECT_LABELS: Record<string, { en: string; zh: string }> = {
  cantonese: { en: 'Cantonese', zh: '粤语' },
  taishanese: { en: 'Taishanese', zh: '台山话' },
  hokkien: { en: 'Hokkien', zh: '闽南语' },
  teochew: { en: 'Teochew', zh: '潮州话' },
  hakka: { en: 'Hakka', zh: '客家话' },
  hainanese: { en: 'Hainanese', zh: '海南话' },
  fuzhounese: { en: 'Fuzhounese', zh: '福州话' },
  mandarin: { en: 'Mandarin', zh: '普通话' },
  wenzhounese: { en: 'Wenzhounese', zh: '温州话' },
};

export function dialectLabel(slug: string): string {
  return DIALECT_LABELS[slug]?.en ?? slug;
}
