// Local business application texts (spec 1 §2 §4 §5). The spec's texts come word for word from
// @rigkit/domain/validation; the field labels are designed.
import { LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE, LOCAL_BUSINESS_THANK_YOU_TEXT } from '@rigkit/domain/validation';

export const localBusinessApplicationMessages = {
  form: 'Local business application', // designed
  labels: {
    businessName: 'Business name',
    abn: 'ABN',
    website: 'Website',
    contactName: 'Contact name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    suburb: 'Suburb',
    state: 'State',
    postcode: 'Postcode',
  }, // designed
  apply: 'Apply now', // spec 1 §2
  submitting: 'Sending…', // designed
  failed: LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE, // spec 1 §5
  submitted: LOCAL_BUSINESS_THANK_YOU_TEXT, // spec 1 §2
} as const;
