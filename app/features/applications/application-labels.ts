import { APPLICATION_STATUSES, type ApplicationStatus } from '#contracts/enumerations';

export const applicationStatusLabel = (status: ApplicationStatus) => APPLICATION_STATUSES[status];

export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  viewed: 'violet',
  passed: 'green',
  interview_proposed: 'orange',
  interview_confirmed: 'teal',
  hired: 'grape',
  failed: 'red',
  cancelled: 'gray',
};
