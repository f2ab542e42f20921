import { describe, expect, it } from 'vitest';
import { CsvRecordCounter } from './csv-record-counter';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds the text cut at every given offset (bytes), then finishes. */
function count(text: string, cuts: number[] = []): { during: number[]; rows: number } {
  const data = bytes(text);
  const counter = new CsvRecordCounter();
  const during: number[] = [];
  let from = 0;
  for (const cut of [...cuts, data.length]) {
    counter.push(data.subarray(from, cut));
    during.push(counter.rows);
    from = cut;
  }
  return { during, rows: counter.finish() };
}

describe('CsvRecordCounter', () => {
  it('counts data rows after the header', () => {
    expect(count('id,name\n1,Ann\n2,Bob\n').rows).toBe(2);
    expect(count('id,name\r\n1,Ann\r\n2,Bob\r\n').rows).toBe(2);
    expect(count('id,name\n').rows).toBe(0);
    expect(count('').rows).toBe(0);
  });

  it('counts a last row without a line break', () => {
    expect(count('id,name\n1,Ann\n2,Bob').rows).toBe(2);
  });

  it('does not end a record at a line break inside quotes, or at doubled quotes', () => {
    const csv = 'id,note\n1,"two\nlines"\n2,"say ""hi""\r\nthere"\n3,plain\n';
    expect(count(csv).rows).toBe(3);
  });

  it('gives the same count wherever the pieces are cut, quotes and line breaks included', () => {
    const csv = 'id,note,name\n1,"a\nb",Zoë\n2,"x "" y\n",Ann\n3,,"Bob ""B"""\n';
    const length = bytes(csv).length;
    for (let cut = 0; cut <= length; cut += 1) {
      expect(count(csv, [cut]).rows).toBe(3);
    }
    expect(count(csv, [1, 2, 3, 15, 16, 17, 18, 30]).rows).toBe(3);
  });

  it('reports the rows ended so far while the file arrives', () => {
    const csv = 'id\n1\n2\n3\n';
    expect(count(csv, [3, 5, 7]).during).toEqual([0, 1, 2, 3]);
  });
});
