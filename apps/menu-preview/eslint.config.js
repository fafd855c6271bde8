import { ui } from '@tableside/eslint-config';

export default ui;
