import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildEvidencePackage,
  type EvidenceFile,
  EvidenceFileUnreadable,
  type EvidencePackageInput,
  type Fonts,
  layoutCover,
  toWinAnsi,
} from './evidence-package';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Invoice 1001', { x: 50, y: 780 });
  return doc.save();
}

const input = (files: EvidenceFile[], overrides: Partial<EvidencePackageInput> = {}) =>
  ({
    merchantName: 'Corner Bakery LLC',
    dispute: {
      kind: 'chargeback',
      caseNumber: 'CB-2025-000123',
      reasonCode: '13.1',
      reasonDesc: 'Merchandise/services not received',
      amount: 12_345,
      currency: 'USD',
      date: '2025-03-02T10:00:00.000Z',
      respondBy: '2025-03-16T10:00:00.000Z',
    },
    transaction: {
      transNumber: 'T-000987',
      transDate: '2025-02-20T15:30:00.000Z',
      grossAmount: 12_345,
      refundedAmount: 0,
      currency: 'USD',
      cardBrand: 'Visa',
      accountNumber: '************4242',
      accountholderName: 'Jane Doe',
      authCode: '123456',
      avsCode: 'Y',
    },
    note: "The parcel was delivered on 24 February;\nthe courier's signed receipt is enclosed.",
    files,
    preparedAt: new Date('2025-03-05T12:00:00.000Z'),
    ...overrides,
  }) satisfies EvidencePackageInput;

async function fonts(): Promise<Fonts> {
  const doc = await PDFDocument.create();
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

async function fourFiles(): Promise<EvidenceFile[]> {
  return [
    {
      name: 'invoice.pdf',
      category: 'Receipt or invoice',
      contentType: 'application/pdf',
      bytes: await onePagePdf(),
    },
    {
      name: 'tracking.png',
      category: 'Proof of delivery or service',
      contentType: 'image/png',
      bytes: await picture(900, 500).png().toBuffer(),
    },
    {
      name: 'signature.jpg',
      category: 'Proof of delivery or service',
      contentType: 'image/jpeg',
      bytes: await picture(300, 900).jpeg().toBuffer(),
    },
    {
      name: 'fax.tiff',
      category: 'Customer communication',
      contentType: 'image/tiff',
      bytes: await picture(1700, 2200).tiff().toBuffer(),
    },
  ];
}

describe('buildEvidencePackage', () => {
  it('puts a cover, then a PDF page, a PNG, a JPEG and a TIFF, one page each', async () => {
    const { bytes, pages } = await buildEvidencePackage(input(await fourFiles()));
    expect(pages).toBe(5);
    const opened = await PDFDocument.load(bytes);
    expect(opened.getPageCount()).toBe(5);
    const sizes = opened.getPages().map((page) => page.getSize());
    expect(sizes[0]).toEqual({ width: 612, height: 792 }); // the cover, Letter
    expect(sizes[1]).toEqual({ width: 595, height: 842 }); // the PDF's own page, copied
    expect(sizes[2]).toEqual({ width: 792, height: 612 }); // a wide image: landscape Letter
    expect(sizes[3]).toEqual({ width: 612, height: 792 });
    expect(sizes[4]).toEqual({ width: 612, height: 792 });
    expect(opened.getTitle()).toContain('Chargeback response, case CB-2025-000123');
  });

  it('lays out a cover with the facts, the note and the files with their pages', async () => {
    const files = await fourFiles();
    const cover = layoutCover(input(files), [1, 1, 1, 1], await fonts());
    expect(cover).toHaveLength(1);
    const lines = (cover[0] ?? []).map((t) => t.text);
    expect(lines[0]).toBe('Chargeback response');
    expect(lines).toContain('CB-2025-000123');
    expect(lines).toContain('13.1 - Merchandise/services not received');
    expect(lines).toContain('$123.45');
    expect(lines).toContain('Y: Street address and 5-digit ZIP code match');
    expect(lines).toContain('The parcel was delivered on 24 February;');
    expect(lines).toContain("the courier's signed receipt is enclosed.");
    const row = (name: string) => {
      const at = lines.indexOf(name);
      return lines.slice(at - 1, at + 3);
    };
    expect(row('invoice.pdf')).toEqual(['1', 'invoice.pdf', 'Receipt or invoice', '2']);
    expect(row('fax.tiff')).toEqual(['4', 'fax.tiff', 'Customer communication', '5']);
  });

  it('numbers the files after a cover that takes several pages', async () => {
    const note = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the statement.`).join('\n');
    const files = (await fourFiles()).slice(0, 2);
    const { pages } = await buildEvidencePackage(input(files, { note }));
    const guessed = layoutCover(input(files, { note }), [1, 1], await fonts());
    expect(guessed).toHaveLength(2);
    const cover = layoutCover(input(files, { note }), [1, 1], await fonts(), 2);
    expect(cover).toHaveLength(2);
    expect(pages).toBe(4);
    const lines = cover.flat().map((t) => t.text);
    expect(lines).toContain('Line 40 of the statement.');
    expect(
      lines.slice(lines.indexOf('tracking.png') - 1, lines.indexOf('tracking.png') + 3),
    ).toEqual(['2', 'tracking.png', 'Proof of delivery or service', '4']);
  });

  it('copies every page of a longer PDF and shows the range on the cover', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i += 1) doc.addPage();
    const files = [
      {
        name: 'emails.pdf',
        category: 'Customer communication',
        contentType: 'application/pdf',
        bytes: await doc.save(),
      },
    ];
    expect((await buildEvidencePackage(input(files))).pages).toBe(4);
    const lines = (layoutCover(input(files), [3], await fonts())[0] ?? []).map((t) => t.text);
    expect(lines.slice(lines.indexOf('emails.pdf') - 1, lines.indexOf('emails.pdf') + 3)).toEqual([
      '1',
      'emails.pdf',
      'Customer communication',
      '2-4',
    ]);
  });

  it('does not throw on text Helvetica cannot encode, and shows what it can', async () => {
    const files = [
      {
        name: '收据 🧾.png',
        category: 'Receipt or invoice',
        contentType: 'image/png',
        bytes: await picture(40, 20).png().toBuffer(),
      },
    ];
    const odd = input(files, {
      merchantName: 'Café Łódź 🥐',
      note: 'Thanks 👍🏽 — “quoted”\u0007',
      transaction: { ...input([]).transaction, accountholderName: 'Zoë 😀 Őrs' },
    });
    const { pages } = await buildEvidencePackage(odd);
    expect(pages).toBe(2);
    const lines = layoutCover(odd, [1], await fonts())
      .flat()
      .map((t) => t.text);
    expect(lines).toContain('Zoë ? Ors');
    expect(lines).toContain('Café Lódz ?');
    expect(lines).toContain('Thanks ? — “quoted”');
    expect(lines).toContain('?? ?.png');
  });

  it('refuses a damaged or password-protected PDF, naming it', async () => {
    const files = [
      {
        name: 'broken.pdf',
        category: 'Other',
        contentType: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.7\nnot really'),
      },
    ];
    const refusal = buildEvidencePackage(input(files));
    await expect(refusal).rejects.toBeInstanceOf(EvidenceFileUnreadable);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('"broken.pdf"'),
    });
  });
});

describe('toWinAnsi', () => {
  it('keeps what WinAnsi has, drops marks it lacks and replaces the rest', async () => {
    const charset = new Set((await fonts()).regular.getCharacterSet());
    expect(toWinAnsi('Zoë Ñoño €5 – ok', charset)).toBe('Zoë Ñoño €5 – ok');
    expect(toWinAnsi('Őrs ﬁle', charset)).toBe('Ors file');
    expect(toWinAnsi('👨‍👩‍👧 Иван', charset)).toBe('? ????');
    expect(toWinAnsi('a\tb\u0000c', charset)).toBe('a b c');
  });
});
