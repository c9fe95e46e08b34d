/* What other modules may use of geo (lint: a module imports another only through its index). */
// The bundled localities, municipalities and populations (the Pulse local tab reads them).
export { gazetteer, type Gazetteer } from './gazetteer.js';
