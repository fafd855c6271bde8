import { adapter } from '@tableside/eslint-config';

export default adapter();
