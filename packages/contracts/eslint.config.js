import { contracts } from '@tableside/eslint-config';

export default contracts;
