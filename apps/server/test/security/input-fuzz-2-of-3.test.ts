// Security harness, part 3: the input fuzz, shard 2 of 3 (lib/input-fuzz-suite.ts).
import { defineInputFuzz } from './lib/input-fuzz-suite';

await defineInputFuzz(2, 3);
