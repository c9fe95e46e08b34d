/*
 * What other modules may use of the AI module (lint: a module imports another only through its
 * index): the chat's answer to a request, which AIRA's realtime voice speaks.
 */
export { answerChat, type ChatDependencies } from './ai.routes.js';
// AIRA's answers at a position (issue 23), built by app.ts from the POI index, catalog and live providers.
export { createLocationEngine, type LocationEngine } from './location/engine.js';
