export { AiraScreen } from './aira-screen';
