// The SBB timetable link builder lives in the contract: the server's directions build the same link.
export { sbbTimetableUrl } from '@swiss/contract';
