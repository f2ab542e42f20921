// Security harness, part 3: the input fuzz, shard 1 of 3 (lib/input-fuzz-suite.ts).
import { defineInputFuzz } from './lib/input-fuzz-suite';

await defineInputFuzz(1, 3);
