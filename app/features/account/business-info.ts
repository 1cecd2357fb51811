/** The business details every Korean commerce and job-information site must show (the footer, receipts). */
export interface BusinessInfo {
  name: string;
  ceo: string;
  registrationNumber: string;
  jobInfoReportNumber: string;
  address: string;
  phone: string;
  email: string;
  privacyPolicyUrl: string;
}
