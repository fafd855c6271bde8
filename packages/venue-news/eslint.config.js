import { domain } from '@tableside/eslint-config';

export default domain;
