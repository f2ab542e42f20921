import { afterAll } from 'vitest';
import { runFileTeardowns } from './file-teardown';

// A setup file runs again for each test file, so this afterAll belongs to each file in turn.
afterAll(runFileTeardowns);
