import { reactConfig } from '@tableside/vitest-config';
import react from '@vitejs/plugin-react';

export default reactConfig('guest-app', { plugins: [react()], lines: 75, setupFiles: ['src/test/setup.ts'], exclude: ['src/main.tsx'] });
