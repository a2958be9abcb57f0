/** The readings the image-to-text pages offer (OCR languages of api/ocr/ocr-image-area). */
import type { OcrLanguage } from '../../api/zupus';

export const READINGS: { lang: OcrLanguage; label: string }[] = [
  { lang: 'chi_tra_vert', label: 'Chinese, traditional, in vertical columns (zupus, old letters)' },
  { lang: 'chi_sim', label: 'Chinese, simplified, in horizontal lines' },
  { lang: 'eng', label: 'English' },
];

/** The reading named in a query, or vertical traditional (what most family books use). */
export function readingOf(value: string | null): OcrLanguage {
  return READINGS.find((r) => r.lang === value)?.lang ?? 'chi_tra_vert';
}

export const resultsHref = (assetId: string, lang: OcrLanguage) => `/image-to-text/${encodeURIComponent(assetId)}?lang=${lang}`;
