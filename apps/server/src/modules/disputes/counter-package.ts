import { EVIDENCE_CATEGORIES, RESPONSE_PACKAGE_CATEGORY } from '@paydesk/domain/dispute-fields';
import type { CounterDisputeRequest, DisputeDetail } from '@paydesk/domain/disputes';
import type { UploadedFile } from '@paydesk/domain/files';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/audit';
import type { Merchant } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import type { Processors } from '../../processors/processor-registry';
import { type FileDeps, openFile, storeGeneratedFile } from '../files/files.service';
import { evidenceLimitProblem } from './evidence-limits';
import {
  buildEvidencePackage,
  type EvidenceFile,
  EvidenceFileUnreadable,
} from './evidence-package';

export interface PackageDependencies extends FileDeps {
  clock: Clock;
  processors: Processors;
  log: FastifyBaseLogger;
}

const labelOf = (key: string) =>
  EVIDENCE_CATEGORIES.find((category) => category.key === key)?.label ?? key;

async function bytesOf(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A counter's package, made and checked, not yet stored. */
export interface BuiltPackage {
  bytes: Uint8Array;
  pages: number;
}

/**
 * A chargeback's counter as the processor receives it: one PDF (a cover with the facts, then
 * each file; evidence-package.ts), checked against the merchant's processor's limits before
 * anything is sent. Answers the problem instead when the package cannot be made or is over a
 * limit, so the merchant can fix it before the deadline. Reads only: the counter builds it
 * before its transaction opens (pdf-lib takes up to seconds for large images).
 */
export async function buildCounterPackage(
  deps: PackageDependencies,
  db: Database,
  merchant: Merchant,
  detail: DisputeDetail,
  input: CounterDisputeRequest,
): Promise<BuiltPackage | { problem: string }> {
  const files: EvidenceFile[] = [];
  for (const item of input.evidence) {
    const opened = await openFile(deps, db, merchant.id, item.fileId, deps.log);
    files.push({
      name: opened.file.name,
      category: labelOf(item.category),
      contentType: opened.file.contentType,
      bytes: await bytesOf(opened.body),
    });
  }
  let built: BuiltPackage;
  try {
    built = await buildEvidencePackage({
      merchantName: merchant.businessCommonName,
      dispute: detail.dispute,
      transaction: detail.transaction,
      note: input.note,
      files,
      preparedAt: deps.clock.now(),
    });
  } catch (error) {
    if (error instanceof EvidenceFileUnreadable) return { problem: error.message };
    throw error;
  }
  const limits = deps.processors.processorFor(merchant).evidenceLimits;
  const problem = evidenceLimitProblem({ pages: built.pages, bytes: built.bytes.length }, limits);
  return problem ? { problem } : built;
}

/** The package kept as the merchant's file, in the counter's transaction. */
export function storeCounterPackage(
  deps: PackageDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  detail: DisputeDetail,
  built: BuiltPackage,
): Promise<UploadedFile> {
  const reference = detail.dispute.caseNumber ?? `${detail.dispute.id}`;
  return storeGeneratedFile(
    deps,
    tx,
    {
      merchantId: merchant.id,
      purpose: 'dispute_evidence',
      name: `chargeback-${reference}-response.pdf`,
      kind: 'pdf',
      bytes: built.bytes,
    },
    actor,
    deps.clock.now(),
    deps.log,
  );
}

export const PACKAGE_EVIDENCE_ROW = (file: UploadedFile) => ({
  category: RESPONSE_PACKAGE_CATEGORY.key,
  fileId: file.id,
  note: null,
});
