import { describe, expect, it } from 'vitest';
import { keepReadableLines, lineText, parseTesseractTsv } from './ocr-cleaning.ts';
import { orderOcrLines } from './ocr-layout.ts';

/**
 * Tesseract TSV rows for one line of words in its own block: each word at [left, top] (pixels), its
 * width from its length, all words of the line the same height.
 */
let nextBlock = 1;
function tsvLine(left: number, top: number, text: string, height = 20): string[] {
  const block = nextBlock++;
  let x = left;
  return text.split(' ').map((word, index) => {
    const width = word.length * height * 0.5;
    const row = [5, 1, block, 1, 1, index + 1, x, top, width, height, 95, word].join('\t');
    x += width + height * 0.3;
    return row;
  });
}

/** The text of a page whose lines tesseract printed in the order given, as the layout orders them. */
const readingOrder = (...lines: string[][]) =>
  orderOcrLines(keepReadableLines(parseTesseractTsv(lines.flat().join('\n')))).map(lineText);

describe('orderOcrLines', () => {
  it('reads a row of stat cards card by card, each figure with its label', () => {
    // Tesseract found the figures first, then the labels.
    expect(
      readingOrder(
        tsvLine(100, 200, '$2.5M', 40),
        tsvLine(500, 200, '120', 40),
        tsvLine(900, 200, '35%', 40),
        tsvLine(100, 260, 'Annual revenue'),
        tsvLine(500, 260, 'Enterprise clients'),
        tsvLine(900, 260, 'Gross margin'),
      ),
    ).toEqual(['$2.5M', 'Annual revenue', '120', 'Enterprise clients', '35%', 'Gross margin']);
  });

  it('reads a table row by row, each row as one line, when tesseract read it column by column', () => {
    expect(
      readingOrder(
        tsvLine(100, 100, 'Revenue'),
        tsvLine(100, 140, 'Gross margin'),
        tsvLine(100, 180, 'Customers'),
        tsvLine(500, 60, '2023'),
        tsvLine(500, 100, '$1.2M'),
        tsvLine(500, 140, '42%'),
        tsvLine(500, 180, '310'),
        tsvLine(700, 60, '2024'),
        tsvLine(700, 100, '$3.4M'),
        tsvLine(700, 140, '55%'),
        tsvLine(700, 180, '820'),
      ),
    ).toEqual(['2023 2024', 'Revenue $1.2M $3.4M', 'Gross margin 42% 55%', 'Customers 310 820']);
  });

  it('reads two text boxes side by side one after the other, not merged line by line', () => {
    // Tesseract joined each pair of lines across the gap between the boxes into one line.
    const left = ['We sell robots', 'to hospitals in', 'twelve countries'];
    const right = ['Nurses spend hours', 'fetching supplies', 'every single shift'];
    const merged = left.map((text, row) => {
      const [leftHalf, rightHalf] = [
        tsvLine(100, 300 + row * 30, text),
        tsvLine(700, 300 + row * 30, right[row]),
      ];
      const block = leftHalf[0].split('\t')[2];
      return [
        ...leftHalf,
        ...rightHalf.map((rowText, index) =>
          rowText.replace(/^5\t1\t\d+\t1\t1\t\d+/, `5\t1\t${block}\t1\t1\t${leftHalf.length + index + 1}`),
        ),
      ];
    });
    expect(readingOrder(...merged)).toEqual([...left, ...right]);
  });

  it('reads a title before the two columns under it', () => {
    expect(
      readingOrder(
        tsvLine(700, 200, 'Solution'),
        tsvLine(100, 200, 'Problem'),
        tsvLine(100, 60, 'Why now', 40),
        tsvLine(700, 230, 'One app for every ward'),
        tsvLine(100, 230, 'Supplies go missing'),
      ),
    ).toEqual(['Why now', 'Problem', 'Supplies go missing', 'Solution', 'One app for every ward']);
  });

  it('reads a paragraph under its heading top to bottom', () => {
    expect(
      readingOrder(
        tsvLine(100, 160, 'customers pay monthly.'),
        tsvLine(100, 60, 'Business model', 40),
        tsvLine(100, 130, 'Hospitals and clinics'),
      ),
    ).toEqual(['Business model', 'Hospitals and clinics', 'customers pay monthly.']);
  });

  it('reads a table row by row when its figures are on the left, and when a label runs over two lines', () => {
    expect(
      readingOrder(
        tsvLine(100, 100, '$150K'),
        tsvLine(100, 140, '$500K'),
        tsvLine(400, 100, '1.0% equity'),
        tsvLine(400, 140, '3.2% equity'),
      ),
    ).toEqual(['$150K 1.0% equity', '$500K 3.2% equity']);
    expect(
      readingOrder(
        tsvLine(100, 100, 'Serviceable available'),
        tsvLine(100, 125, 'market'),
        tsvLine(600, 112, '$84B'),
        tsvLine(100, 200, 'Obtainable market'),
        tsvLine(600, 200, '$4.2B'),
      ),
    ).toEqual(['Serviceable available market $84B', 'Obtainable market $4.2B']);
  });

  it('reads a table under a title as wide as the table row by row, whatever the gaps between its rows', () => {
    expect(
      readingOrder(
        tsvLine(100, 90, 'Revenue projections for the first three trade corridors of the pilot'),
        tsvLine(100, 120, 'Year 1'),
        tsvLine(100, 145, 'Year 2'),
        tsvLine(100, 190, 'Year 3'),
        tsvLine(400, 120, '$40M'),
        tsvLine(400, 145, '$120M'),
        tsvLine(400, 190, '$175M'),
        tsvLine(700, 120, '$1.6M'),
        tsvLine(700, 145, '$5.5M'),
        tsvLine(700, 190, '$12.3M'),
      ),
    ).toEqual([
      'Revenue projections for the first three trade corridors of the pilot',
      'Year 1 $40M $1.6M',
      'Year 2 $120M $5.5M',
      'Year 3 $175M $12.3M',
    ]);
  });

  it('keeps a use-of-funds table together when a heading sits over the gap between its labels and its shares', () => {
    expect(
      readingOrder(
        tsvLine(350, 60, 'Use of Funds'),
        tsvLine(100, 120, 'Engineering'),
        tsvLine(100, 160, 'Marketing'),
        tsvLine(100, 200, 'Operations'),
        tsvLine(700, 120, '55%'),
        tsvLine(700, 160, '25%'),
        tsvLine(700, 200, '20%'),
        tsvLine(1000, 120, 'Hire two engineers'),
        tsvLine(1000, 140, 'for the mobile app'),
      ),
    ).toEqual([
      'Use of Funds',
      'Engineering 55%',
      'Marketing 25%',
      'Operations 20%',
      'Hire two engineers',
      'for the mobile app',
    ]);
  });

  it('reads a comparison table of words row by row', () => {
    expect(
      readingOrder(
        tsvLine(400, 100, 'Us'),
        tsvLine(700, 100, 'Rival'),
        tsvLine(1000, 100, 'Incumbent'),
        tsvLine(100, 150, 'Setup'),
        tsvLine(400, 150, 'Minutes'),
        tsvLine(700, 150, 'Weeks'),
        tsvLine(1000, 150, 'Months'),
        tsvLine(100, 200, 'Mobile app'),
        tsvLine(400, 200, 'Yes'),
        tsvLine(1000, 200, 'None'),
        tsvLine(100, 250, 'Support'),
        tsvLine(400, 250, 'Always'),
        tsvLine(700, 250, 'Weekdays'),
        tsvLine(1000, 250, 'Email'),
      ),
    ).toEqual([
      'Us Rival Incumbent',
      'Setup Minutes Weeks Months',
      'Mobile app Yes None',
      'Support Always Weekdays Email',
    ]);
  });

  it('reads pricing cards card by card across the gap between prices and features, and a footer last', () => {
    expect(
      readingOrder(
        tsvLine(100, 100, 'Starter'),
        tsvLine(600, 100, 'Pro'),
        tsvLine(100, 140, '$5/mo', 40),
        tsvLine(600, 140, '$15/mo', 40),
        tsvLine(100, 300, 'One seat'),
        tsvLine(600, 300, 'Ten seats'),
        tsvLine(100, 325, 'Email support'),
        tsvLine(600, 325, 'Phone support'),
        tsvLine(100, 500, 'Prices before tax'),
      ),
    ).toEqual([
      'Starter',
      '$5/mo',
      'One seat',
      'Email support',
      'Pro',
      '$15/mo',
      'Ten seats',
      'Phone support',
      'Prices before tax',
    ]);
  });

  it('returns nothing for nothing, and a single line as it is', () => {
    expect(readingOrder()).toEqual([]);
    expect(readingOrder(tsvLine(10, 10, 'Thank you'))).toEqual(['Thank you']);
  });
});
