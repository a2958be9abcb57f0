import { describe, expect, it } from 'vitest';
import { parseHocr, readingScore, splitBox } from './hocr';
import { characterErrorRate } from './cer';

const HOCR = `
<span class='ocr_line' id='line_1_1' title="bbox 1363 79 1397 831">
 <span class='ocrx_word' id='word_1_1' title='bbox 1364 79 1397 114; x_wconf 96'>
  <span class='ocrx_cinfo' title='x_bboxes 0 0 0 0; x_conf 99.5'>第</span>
 </span>
 <span class='ocrx_word' id='word_1_2' title='bbox 1363 120 1397 200; x_wconf 92'>
  <span class='ocrx_cinfo' title='x_bboxes 0 0 0 0; x_conf 98'>十</span>
  <span class='ocrx_cinfo' title='x_bboxes 0 0 0 0; x_conf 50'>五</span>
 </span>
</span>
<span class='ocr_line' id='line_1_2' title="bbox 1300 79 1340 831">
 <span class='ocrx_word' id='word_1_3' title='bbox 1300 79 1340 120; x_wconf 90'>
  <span class='ocrx_cinfo' title='x_bboxes 1301 80 1339 119; x_conf 90'>&amp;</span>
 </span>
</span>`;

describe('hOCR', () => {
  it('reads lines as text and gives each character a box, cutting word boxes where Tesseract gives none', () => {
    const page = parseHocr(HOCR);
    expect(page.text).toBe('第十五\n&');
    expect(page.chars.map((c) => c.box)).toEqual([[1364, 79, 1397, 114], [1363, 120, 1397, 160], [1363, 160, 1397, 200], [1301, 80, 1339, 119]]);
    expect(readingScore(page)).toBeCloseTo(0.995 + 0.98 + 0.5);
    expect(splitBox([0, 0, 90, 30], 3)).toEqual([[0, 0, 30, 30], [30, 0, 60, 30], [60, 0, 90, 30]]);
  });

  it('joins the words of alphabetic text with a space, keeping one box per character that is not a space', () => {
    const page = parseHocr(HOCR, true);
    expect(page.text).toBe('第 十五\n&');
    expect(page.chars).toHaveLength(page.text.replace(/\s+/g, '').length);
  });

  it('measures character error rate without spaces', () => {
    expect(characterErrorRate('第十五 世', '第十五世')).toBe(0);
    expect(characterErrorRate('第+五世', '第十五世')).toBe(0.25);
    expect(characterErrorRate('', '第十')).toBe(1);
  });
});
