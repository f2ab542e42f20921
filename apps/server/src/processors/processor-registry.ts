import { randomUUID } from 'node:crypto';
import { AppError } from '../platform/errors';
import { createRandom } from './prng';
import type { ProcessorId, ProcessorPort } from './processor-port';
import { createSimulatedProcessor } from './simulated-processor';

/** The processors live actions go through, one per processor id. */
export interface Processors {
  /** The processor of a merchant's processor id; a 409 for an id no processor serves. */
  processorFor(merchant: { processorId: number }): ProcessorPort;
}

const isProcessorId = (id: number): id is ProcessorId => id === 2 || id === 3;

/**
 * The simulated processors 2 (older) and 3 (newer). Live decisions draw from a generator
 * seeded per process (`seed` makes them repeatable in tests); the demo data set is generated
 * with its own seeds.
 */
export function createProcessors(seed: string = randomUUID()): Processors {
  const byId = new Map<ProcessorId, ProcessorPort>(
    ([2, 3] as const).map((id) => [id, createSimulatedProcessor(id, createRandom(seed, id))]),
  );
  return {
    processorFor(merchant) {
      const processor = isProcessorId(merchant.processorId)
        ? byId.get(merchant.processorId)
        : undefined;
      if (!processor) {
        throw new AppError(
          409,
          `This merchant account is on processor ${merchant.processorId}, which Paydesk cannot reach. Please contact support.`,
        );
      }
      return processor;
    },
  };
}
