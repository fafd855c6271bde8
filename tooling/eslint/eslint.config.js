import { node } from './index.js';

export default node;
