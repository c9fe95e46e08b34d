import { addEnglishStrings } from '../../lib/i18n';
import en from './en.json';
import './quiz.css';

addEnglishStrings(en);

export { QuizPage } from './components/quiz-page';
