/* What other modules may use of analytics (lint: a module imports another only through its index). */
export { recordAiQuestion } from './analytics.service.js';
