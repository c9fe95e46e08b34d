import '../aira.css';

// ARQive is its own chunk (/aira/arqive): AIRA's strings (aira.arqive.*) and styles, and the page.
export { stringsReady } from '../strings';
export { ArqivePage } from './arqive-page';
