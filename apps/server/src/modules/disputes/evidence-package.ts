import type { Dispute, DisputeDetail } from '@paydesk/domain/disputes';
import { formatMoney } from '@paydesk/domain/money';
import { avsMeaning } from '@paydesk/domain/transaction-fields';
import { PageSizes, PDFDocument, type PDFFont, type PDFImage, StandardFonts } from 'pdf-lib';
import sharp, { type SharpOptions } from 'sharp';
import { AppError } from '../../platform/errors';

/**
 * The evidence of a dispute response packaged as one PDF (docs/disputes.md "Evidence
 * package"): a cover page with the dispute's and the transaction's facts, the merchant's note
 * and the list of enclosed files, then each file: a PDF's pages copied in, a PNG or JPEG on a
 * Letter page of its own with a caption, a TIFF converted to PNG (with sharp) page by page.
 * Text is drawn in Helvetica, so it is reduced to what WinAnsi encodes first.
 */

export interface EvidenceFile {
  name: string;
  /** The category's label, e.g. "Receipt or invoice". */
  category: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface EvidencePackageInput {
  merchantName: string;
  dispute: Pick<
    Dispute,
    | 'kind'
    | 'caseNumber'
    | 'reasonCode'
    | 'reasonDesc'
    | 'amount'
    | 'currency'
    | 'date'
    | 'respondBy'
  >;
  transaction: Pick<
    DisputeDetail['transaction'],
    | 'transNumber'
    | 'transDate'
    | 'grossAmount'
    | 'refundedAmount'
    | 'currency'
    | 'cardBrand'
    | 'accountNumber'
    | 'accountholderName'
    | 'authCode'
    | 'avsCode'
  >;
  note: string;
  files: EvidenceFile[];
  /** When the package was made, printed on the cover when given. */
  preparedAt?: Date;
}

/** A file that cannot be put into the package (a damaged or password-protected PDF, say). */
export class EvidenceFileUnreadable extends AppError {
  constructor(name: string) {
    super(
      422,
      `The file "${name}" could not be added to the evidence: it may be damaged or password-protected. Open it on your computer, save or print it as a new file, and upload that instead.`,
    );
  }
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MAX_INPUT_PIXELS = 100_000_000;

/** One piece of text the cover draws, where and how. */
export interface CoverText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Letters with a stroke, which Unicode does not decompose into a letter and a mark. */
const LETTERS_WITHOUT_MARKS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/**
 * `text` in characters the font encodes (WinAnsi for the standard fonts): control characters
 * become spaces, a letter with a mark WinAnsi lacks loses the mark (ő → o, ł → l), anything else
 * (emoji, other scripts) becomes "?", one per character as a person sees it.
 */
export function toWinAnsi(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const { segment } of segmenter.segment(text.replace(/\p{Cc}/gu, ' '))) {
    if ([...segment].every((c) => charset.has(c.codePointAt(0) ?? 0))) {
      out += segment;
      continue;
    }
    const base = [...(LETTERS_WITHOUT_MARKS[segment] ?? segment).normalize('NFKD')]
      .filter((c) => charset.has(c.codePointAt(0) ?? 0))
      .join('');
    out += base || '?';
  }
  return out;
}

/** Lines of at most `width` points; a word wider than a line is broken between characters. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      })
    : 'None';
const moment = (iso: string | null) =>
  iso
    ? `${new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`
    : 'None';

const titleOf = (input: EvidencePackageInput) =>
  input.dispute.kind === 'retrieval' ? 'Retrieval request response' : 'Chargeback response';

const pageRange = (first: number, count: number) =>
  count === 1 ? `${first}` : `${first}-${first + count - 1}`;

/**
 * The cover's text, page by page, with the enclosed files' page numbers in the package
 * (`filePages[i]` pages for file i, the files following the `coverPages` cover pages). The
 * numbers sit in a fixed-width column, so they never change how the rest is laid out. Pure:
 * the tests read it.
 */
export function layoutCover(
  input: EvidencePackageInput,
  filePages: number[],
  fonts: Fonts,
  coverPages = 1,
): CoverText[][] {
  const charset = new Set(fonts.regular.getCharacterSet());
  const clean = (s: string | null | undefined) => toWinAnsi(s || 'None', charset);
  const { dispute: d, transaction: t } = input;
  const avs = t.avsCode ? `${t.avsCode}: ${avsMeaning(t.avsCode)}` : null;
  const facts = (rows: [string, string | null | undefined][]) =>
    rows.map(([label, value]) => [label, clean(value)] as const);
  const sections = [
    {
      title: 'Dispute',
      rows: facts([
        ['Case number', d.caseNumber],
        ['Reason', [d.reasonCode, d.reasonDesc].filter(Boolean).join(' - ')],
        ['Disputed amount', formatMoney(d.amount, d.currency)],
        ['Opened', day(d.date)],
        ['Response deadline', moment(d.respondBy)],
      ]),
    },
    {
      title: 'Transaction',
      rows: facts([
        ['Transaction number', t.transNumber],
        ['Date', day(t.transDate)],
        ['Amount', formatMoney(t.grossAmount, t.currency)],
        ['Refunded', formatMoney(t.refundedAmount, t.currency)],
        ['Card brand', t.cardBrand],
        ['Account number', t.accountNumber],
        ['Cardholder', t.accountholderName],
        ['Authorization code', t.authCode],
        ['AVS result', avs],
      ]),
    },
  ];

  const pages: CoverText[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const bottom = MARGIN + 24; // room for the page footer
  const room = (height: number) => {
    if (y - height < bottom) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
  };
  const put = (text: string, x: number, size: number, bold = false) =>
    pages[pages.length - 1]?.push({ text, x, y: y - size, size, bold });
  const heading = (text: string, size = 13) => {
    room(size + 30);
    y -= 10;
    put(text, MARGIN, size, true);
    y -= size + 8;
  };
  /** A row of cells (x, width, text, bold), each wrapped; the row is as tall as its tallest cell. */
  const row = (cells: [number, number, string, boolean][], size = 10) => {
    const wrapped = cells.map(([, width, text, bold]) =>
      wrap(text, bold ? fonts.bold : fonts.regular, size, width),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 4);
    room(height);
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        const [x, , , bold] = cells[i] ?? [MARGIN, 0, '', false];
        pages[pages.length - 1]?.push({ text: line, x, y: y - size - n * (size + 4), size, bold });
      });
    });
    y -= height + 2;
  };

  put(titleOf(input), MARGIN, 20, true);
  y -= 28;
  row([[MARGIN, CONTENT_WIDTH, clean(input.merchantName), false]], 12);
  if (input.preparedAt) {
    row([[MARGIN, CONTENT_WIDTH, `Prepared ${moment(input.preparedAt.toISOString())}`, false]]);
  }
  for (const section of sections) {
    heading(section.title);
    for (const [label, value] of section.rows) {
      row([
        [MARGIN, 150, label, true],
        [MARGIN + 160, CONTENT_WIDTH - 160, value, false],
      ]);
    }
  }
  const note = input.note
    .split(/\r\n|\r|\n/)
    .map((line) => toWinAnsi(line.replace(/\t/g, ' '), charset).trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
  if (note.some(Boolean)) {
    heading("Merchant's statement");
    for (const paragraph of note) row([[MARGIN, CONTENT_WIDTH, paragraph, false]]);
  }
  heading('Enclosed documents');
  const columns = [MARGIN, MARGIN + 24, MARGIN + 290, CONTENT_WIDTH + MARGIN - 50] as const;
  row([
    [columns[0], 20, '#', true],
    [columns[1], 260, 'File', true],
    [columns[2], 200, 'Category', true],
    [columns[3], 50, 'Pages', true],
  ]);
  let next = coverPages + 1;
  if (input.files.length === 0) row([[MARGIN, CONTENT_WIDTH, 'No files are enclosed.', false]]);
  input.files.forEach((file, i) => {
    const count = filePages[i] ?? 0;
    row([
      [columns[0], 20, `${i + 1}`, false],
      [columns[1], 260, clean(file.name), false],
      [columns[2], 200, clean(file.category), false],
      [columns[3], 50, pageRange(next, count), false],
    ]);
    next += count;
  });
  return pages;
}

/** An image on a page of its own under its caption, scaled down to fit (landscape when wide). */
function addImagePage(doc: PDFDocument, image: PDFImage, caption: string, fonts: Fonts) {
  const [width, height] =
    image.width > image.height ? [PAGE_HEIGHT, PAGE_WIDTH] : [PAGE_WIDTH, PAGE_HEIGHT];
  const page = doc.addPage([width, height]);
  const size = 10;
  const lines = wrap(caption, fonts.regular, size, width - 2 * MARGIN);
  lines.forEach((line, n) => {
    const y = height - MARGIN - size - n * (size + 4);
    page.drawText(line, { x: MARGIN, y, size, font: fonts.regular });
  });
  const top = height - MARGIN - lines.length * (size + 4) - 8;
  const box = { width: width - 2 * MARGIN, height: top - MARGIN };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, {
    x: MARGIN + (box.width - drawn.width) / 2,
    y: top - drawn.height,
    ...drawn,
  });
}

const image = (bytes: Uint8Array, options: SharpOptions = {}) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, ...options });

/** A PNG as pdf-lib takes it; one its decoder refuses (16-bit, say) is re-encoded by sharp. */
async function embedPng(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  try {
    return await doc.embedPng(bytes);
  } catch {
    return doc.embedPng(await image(bytes).png().toBuffer());
  }
}

/** A JPEG as it is, unless its EXIF orientation says to turn it (pdf-lib would not). */
async function embedJpeg(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  const { orientation } = await image(bytes).metadata();
  const upright =
    orientation && orientation !== 1
      ? await image(bytes).rotate().jpeg({ quality: 90 }).toBuffer()
      : bytes;
  return doc.embedJpg(upright);
}

/** Appends one file's pages; answers how many. */
async function appendFile(
  doc: PDFDocument,
  file: EvidenceFile,
  index: number,
  fonts: Fonts,
): Promise<number> {
  const charset = new Set(fonts.regular.getCharacterSet());
  const caption = toWinAnsi(`Exhibit ${index + 1}: ${file.name} (${file.category})`, charset);
  switch (file.contentType) {
    case 'application/pdf': {
      const source = await PDFDocument.load(file.bytes, { updateMetadata: false });
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
      return pages.length;
    }
    case 'image/png':
      addImagePage(doc, await embedPng(doc, file.bytes), caption, fonts);
      return 1;
    case 'image/jpeg':
      addImagePage(doc, await embedJpeg(doc, file.bytes), caption, fonts);
      return 1;
    case 'image/tiff': {
      // pdf-lib embeds no TIFF: each of its pages (a fax or a scan may hold several) as a PNG.
      const { pages = 1 } = await image(file.bytes).metadata();
      for (let page = 0; page < pages; page += 1) {
        const png = await image(file.bytes, { page }).rotate().png().toBuffer();
        const label = pages > 1 ? `${caption}, page ${page + 1} of ${pages}` : caption;
        addImagePage(doc, await doc.embedPng(png), label, fonts);
      }
      return pages;
    }
    default:
      throw new Error(`no way to package ${file.contentType}`);
  }
}

/**
 * The evidence as one PDF: the cover (its page numbers of each file), then every file in the
 * order given. Throws `EvidenceFileUnreadable` (422, naming the file) for a file that cannot
 * be read: a damaged or password-protected PDF, an image that does not decode. pdf-lib works
 * on the event loop, measured on a 2-core machine: a 200 KB, 1280 × 800 px screenshot PNG
 * about 0.15 s to embed and 0.2 s to save, a 10 MB, 2000 × 2000 px noisy PNG 0.6 s and 1.1 s
 * (JPEGs and PDF pages are copied, not decoded). sharp's conversions run on libuv's pool.
 */
export async function buildEvidencePackage(
  input: EvidencePackageInput,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const filePages: number[] = [];
  for (const [index, file] of input.files.entries()) {
    try {
      const count = await appendFile(doc, file, index, fonts);
      if (count === 0) throw new Error('a file without pages');
      filePages.push(count);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new EvidenceFileUnreadable(file.name);
    }
  }

  let cover = layoutCover(input, filePages, fonts);
  if (cover.length > 1) cover = layoutCover(input, filePages, fonts, cover.length);
  const total = cover.length + doc.getPageCount();
  const charset = new Set(fonts.regular.getCharacterSet());
  const footer = toWinAnsi(
    `${titleOf(input)}, case ${input.dispute.caseNumber ?? 'none'}`,
    charset,
  );
  cover.forEach((texts, i) => {
    const page = doc.insertPage(i, PageSizes.Letter);
    for (const t of texts) {
      page.drawText(t.text, {
        x: t.x,
        y: t.y,
        size: t.size,
        font: t.bold ? fonts.bold : fonts.regular,
      });
    }
    page.drawText(`${footer}: page ${i + 1} of ${total}`, {
      x: MARGIN,
      y: MARGIN - 18,
      size: 8,
      font: fonts.regular,
    });
  });

  doc.setTitle(toWinAnsi(`${footer}, ${input.merchantName}`, charset));
  doc.setProducer('Paydesk');
  doc.setCreator('Paydesk');
  if (input.preparedAt) {
    doc.setCreationDate(input.preparedAt);
    doc.setModificationDate(input.preparedAt);
  }
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}
