/* What other modules may use of directions (lint: a module imports another only through its index). */
export { transportProvider } from './providers/transport.js';
export { transportRoutes, type TransportRoutesOptions } from './transport.routes.js';
export { OPENDATA_ATTRIBUTION } from './providers/opendata.js';
// AIRA's location answers (modules/ai/location) reuse the directions and the provider's type.
export { directions, type DirectionsDeps } from './directions.js';
export type { OpendataTransport } from './providers/opendata.js';
