import { createFieldCipher, decodeKey } from '../../../../src/platform/encryption';
import { TEST_ENCRYPTION_KEY } from '../../../support/test-app';
import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the back office's profile routes of this area (kept per
 * area so that each module's routes are declared next to each other): routes whose admitted
 * caller gets a known refusal instead of a 2xx (HANDLER_REFUSALS of matrix.ts), and the id
 * kinds their paths name (OBJECT_KINDS of object-kinds.ts).
 */
export const refusals: Record<string, { status: number; why: string }> = {};

/** Merchants the user holds (access 1), as SQL for `not in (...)`. */
const HELD = 'select merchant_id from user_merchants where user_id = $1 and access = 1';

const identifying = (...values: unknown[]) =>
  values.filter((v): v is string => typeof v === 'string' && v.trim().length >= 4);

export const kinds: Record<string, ObjectKindEntry> = {
  /**
   * A person of the merchant: a beneficial owner with an encrypted SSN on file (the full-SSN
   * reveal answers it), made complete (name, date of birth, phone, SSN) when there is none.
   * This entry replaces actions.ts's (its own() gives a Primary Contact without an SSN, which
   * the full-SSN reveal refuses with 422).
   */
  merchantContact: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        `select id from merchant_contacts where merchant_id = $1
            and type = 'Beneficial Owner/Officer' and ssn_encrypted like 'v1:%'
          order by id limit 1`,
        [merchantId],
      );
      if (row) return Number(row.id);
      // None seeded: a complete first owner (name, date of birth, phone, an SSN encrypted
      // with the test apps' key), as the full-SSN reveal and the beneficial-data send need.
      const ssn = '521447302';
      const cipher = createFieldCipher(decodeKey(TEST_ENCRYPTION_KEY));
      const [made] = await database.query<{ id: number }>(
        `insert into merchant_contacts (merchant_id, type, first_name, last_name, date_of_birth,
                                        phone, ssn_encrypted, ssn_last_4, country_id)
         values ($1, 'Beneficial Owner/Officer', 'Harness', $4, '1979-04-18',
                 '+1 503 555 0187', $2, $3, 'USA')
         returning id`,
        [merchantId, cipher.encrypt(ssn), ssn.slice(-4), `Owner ${merchantId}`],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{
        id: number;
        first_name: string;
        last_name: string;
        email: string | null;
        phone: string | null;
      }>(
        `select id, first_name, last_name, email, phone from merchant_contacts
          where merchant_id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      if (!row) {
        const [made] = await database.query<{ id: number }>(
          `insert into merchant_contacts (merchant_id, type, first_name, last_name, email, phone)
           select id, 'Beneficial Owner/Officer', 'Foreignowner', 'Harnessperson',
                  'foreign-owner@harness.test', '+1 503 555 0199'
             from merchants where id not in (${HELD}) order by id limit 1
           returning id`,
          [userId],
        );
        return made
          ? {
              id: Number(made.id),
              identifying: ['Foreignowner', 'Harnessperson', 'foreign-owner@harness.test'],
            }
          : undefined;
      }
      return row
        ? {
            id: Number(row.id),
            identifying: identifying(row.first_name, row.last_name, row.email, row.phone),
          }
        : undefined;
    },
  },
  /**
   * A document of the merchant with a live file (download, send and delete need one): when
   * none is left (the matrix deletes one), a new document is made on a live file of the
   * merchant.
   */
  merchantDocument: {
    async own({ database, merchantId }) {
      const [live] = await database.query<{ id: number }>(
        `select d.id from documents d join files f on f.id = d.file_id and f.deleted_at is null
          where d.merchant_id = $1 order by d.id limit 1`,
        [merchantId],
      );
      if (live) return Number(live.id);
      const [attached] = await database.query<{ id: number }>(
        `insert into documents (merchant_id, document_type, file_id, name, status)
         select $1, 'voidedCheck', f.id, f.name, 'submitted' from files f
          where f.merchant_id = $1 and f.deleted_at is null and f.type <> 'checkout-images'
          order by f.created_at desc, f.id limit 1
         returning id`,
        [merchantId],
      );
      if (attached) return Number(attached.id);
      // No live file left (fuzzed DELETEs removed them with their documents): a file row of
      // its own (no bytes: a download of it answers 404, a delete works) and its document.
      const [made] = await database.query<{ id: number }>(
        `with file as (
           insert into files (merchant_id, type, name, content_type, size_bytes, storage_key)
           values ($1::int, 'voidedCheck', 'harness-check.pdf', 'application/pdf', 4,
                   'merchants/' || $1::int::text || '/' || gen_random_uuid())
           returning id, name
         )
         insert into documents (merchant_id, document_type, file_id, name, status)
         select $1::int, 'voidedCheck', file.id, file.name, 'submitted' from file
         returning id`,
        [merchantId],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [found] = await database.query<{ id: number; name: string }>(
        `select id, name from documents where merchant_id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      if (found) return { id: Number(found.id), identifying: identifying(found.name) };
      const [made] = await database.query<{ id: number; name: string }>(
        `insert into documents (merchant_id, document_type, name)
         select id, 'w9IrsForm', 'Foreign harness W-9 of ' || id from merchants
          where id not in (${HELD}) order by id limit 1
         returning id, name`,
        [userId],
      );
      return made ? { id: Number(made.id), identifying: identifying(made.name) } : undefined;
    },
  },
};
