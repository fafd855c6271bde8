import { defineConfig } from 'vitest/config';
import { reporters } from '@tableside/vitest-config';

export default defineConfig({ test: { reporters: reporters('eslint-config'), include: ['test/**/*.test.ts'] } });
