import { GroundedEngine } from '../grounded-engine.js';
import { replyLanguage } from '../retrieval/language.js';
import { evaluateChips, formatChips } from './chips.js';
import { evaluate, formatReport } from './evaluate.js';
import { evaluateHeldout, formatHalf, loadHeldout, loadTuningSets } from './heldout.js';

/*
 * npm run eval:concierge [-- --misses]
 * The repository's own set, both halves of the held-out set and the quick-ask chips, grounded
 * engine. `--misses` lists the misses of our own set and of the tune half; the test half only ever
 * prints its figures, so nobody tunes to it.
 */
const showMisses = process.argv.includes('--misses');
const engine = new GroundedEngine();

const own = await evaluate(engine);
const ownText = formatReport(own);
console.log(showMisses ? ownText : ownText.split('\n  misses:')[0]);

const heldout = loadHeldout();
console.log('Held-out set (written without reading the engine; split by place):');
for (const half of ['tune', 'test'] as const) {
  const outcomes = await evaluateHeldout(
    engine,
    heldout.filter((q) => q.half === half),
    (question, ui) => replyLanguage(question, ui),
  );
  console.log(formatHalf(half, outcomes, showMisses && half === 'tune'));
}
const rule = (question: string, ui: Parameters<typeof replyLanguage>[1]) => replyLanguage(question, ui);
for (const set of loadTuningSets()) {
  console.log(`Tuning set ${set.name} (${set.about}; all for tuning):`);
  console.log(formatHalf(set.name, await evaluateHeldout(engine, set.questions, rule), showMisses));
}
console.log(formatChips(await evaluateChips(engine)));
