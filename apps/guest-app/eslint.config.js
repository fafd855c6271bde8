import { app } from '@tableside/eslint-config';

export default app(import.meta.dirname);
