import { describe, expect, it } from 'vitest';
import { firstSentence, quizPercent, quizTier } from './quiz.js';

describe('quiz scoring', () => {
  it('rounds the percent of correct answers', () => {
    expect(quizPercent(2, 3)).toBe(67);
    expect(quizPercent(1, 3)).toBe(33);
    expect(quizPercent(0, 0)).toBe(0);
    expect(quizPercent(50, 50)).toBe(100);
  });

  it.each([
    [100, 'expert', true],
    [80, 'expert', true],
    [79, 'enthusiast', false],
    [60, 'enthusiast', false],
    [59, 'learner', false],
    [40, 'learner', false],
    [39, 'exploring', false],
    [0, 'exploring', false],
  ])('%i%% is the %s tier', (percent, key, trophy) => {
    expect(quizTier(percent).key).toBe(key);
    expect(quizTier(percent).trophy).toBe(trophy);
  });

  it('takes the first sentence of the insight for the hint', () => {
    expect(firstSentence('The Rhine flows north. It reaches Basel.')).toBe('The Rhine flows north.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('Is it high? Yes, very.')).toBe('Is it high?');
  });
});
