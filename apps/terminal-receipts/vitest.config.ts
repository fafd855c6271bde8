import { reactConfig } from '@tableside/vitest-config';
import react from '@vitejs/plugin-react';

export default reactConfig('terminal-receipts', { plugins: [react()], lines: 80, setupFiles: ['src/test/setup.ts'], exclude: ['src/main.tsx'] });
