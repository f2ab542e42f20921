const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Counts the records of a CSV file (RFC 4180) as its bytes arrive, in pieces cut anywhere: a
 * line break inside a quoted field ("a\nb") does not end a record, and a doubled quote ("")
 * inside one leaves it quoted. Quotes and line breaks are single bytes in UTF-8, so the bytes
 * are read as they come, without decoding.
 */
export class CsvRecordCounter {
  private quoted = false;
  /** The current record has started (something since the last record break). */
  private open = false;
  private complete = 0;

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) {
        this.quoted = !this.quoted;
        this.open = true;
      } else if (byte === LINE_FEED && !this.quoted) {
        this.complete += 1;
        this.open = false;
      } else if (byte !== CARRIAGE_RETURN || this.quoted) {
        this.open = true;
      }
    }
  }

  /** Records ended so far, the header row included. */
  get records(): number {
    return this.complete;
  }

  /** Data rows ended so far (the header row left out). */
  get rows(): number {
    return Math.max(0, this.complete - 1);
  }

  /** At the end of the file: a last record without a line break counts too. */
  finish(): number {
    if (this.open) {
      this.complete += 1;
      this.open = false;
    }
    return this.rows;
  }
}
