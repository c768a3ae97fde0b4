// Account details texts (spec 3 §2.9, §8): the success and failure texts are the spec's, word for word; the labels
// are designed (the six toggles are spec 3 §3's NotifyInvoiceEmail ... NotifyWorkOrderSms).
export const accountDetailsFormMessages = {
  firstName: 'First name', // designed
  lastName: 'Last name', // designed
  companyName: 'Company name', // designed
  contactName: 'Contact name', // designed
  mobile: 'Mobile', // designed
  email: 'Email', // designed
  abn: 'ABN', // designed
  notifications: 'Notifications', // designed
  toggles: {
    NotifyInvoiceEmail: 'Invoices by email',
    NotifyInvoiceSms: 'Invoices by SMS',
    NotifySalesOrderEmail: 'Sales order updates by email',
    NotifySalesOrderSms: 'Sales order updates by SMS',
    NotifyWorkOrderEmail: 'Work order updates by email',
    NotifyWorkOrderSms: 'Work order updates by SMS',
  }, // designed
  save: 'Save Changes', // designed
  saving: 'Saving...', // designed
  cancel: 'Cancel', // designed
  saved: 'Account details updated successfully',
  failed: 'Failed to update account details',
} as const;
