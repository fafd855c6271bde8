import { reactConfig } from '@tableside/vitest-config';
import react from '@vitejs/plugin-react';

export default reactConfig('ui', { plugins: [react()], lines: 90, exclude: ['src/**/*.stories.tsx', 'src/index.ts'] });
