import { APPLICATION_STATUSES, type ApplicationStatus } from '#contracts/enumerations';

export const applicationStatusLabel = (status: ApplicationStatus) => APPLICATION_STATUSES[status];

export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  viewed: 'violet',
  passed: 'green',
  failed: 'red',
  cancelled: 'gray',
};
