/** Who runs this shop. Shown in the footer, on the company details page and in the terms. */
export const COMPANY = {
  legalName: 'Desert Lane Experiences FZ-LLC',
  tradeName: 'Dubai Attractions',
  licence: 'Trade licence 94217, Dubai Creative Clusters Authority',
  vat: 'TRN 100482937500003',
  address: 'Office 1407, Building 5, Dubai Media City, PO Box 502118, Dubai, United Arab Emirates',
  email: 'support@dubai-attractions.example',
  phone: '+971 4 555 0142',
  hours: 'Every day, 8:00 to 22:00 Dubai time',
} as const;
