import { node } from '@tableside/eslint-config';

export default node;
