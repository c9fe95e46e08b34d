/* What other modules may use of analytics (lint: a module imports another only through its index). */
export { recordAiQuestion } from './analytics.service.js';
// The live feed's trending venues rank places by these.
export { placeViewsBetween } from './place-views.repository.js';
export { utcDay } from './analytics.service.js';
