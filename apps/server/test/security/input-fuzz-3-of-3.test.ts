// Security harness, part 3: the input fuzz, shard 3 of 3 (lib/input-fuzz-suite.ts).
import { defineInputFuzz } from './lib/input-fuzz-suite';

await defineInputFuzz(3, 3);
