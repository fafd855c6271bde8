import { reactConfig } from '@tableside/vitest-config';
import react from '@vitejs/plugin-react';

export default reactConfig('pay-at-table', { plugins: [react()], lines: 85, setupFiles: ['src/test/setup.ts'], exclude: ['src/main.tsx'] });
