// Create Account texts. "Creating Account...", "Failed to create account" and "Back to Login" are spec 3 §2.2 and §8's,
// word for word; the field errors are the domain's (spec 3 §5.1); the rest is designed.
export const createAccountFormMessages = {
  accountType: 'Account type', // designed
  individual: 'Individual', // designed
  company: 'Company', // designed
  firstName: 'First name', // designed
  lastName: 'Last name', // designed
  companyName: 'Company name', // designed
  contactName: 'Contact name', // designed
  mobile: 'Mobile', // designed
  email: 'Email', // designed
  abn: 'ABN', // designed
  password: 'Password', // designed
  passwordHint: 'At least 12 characters, or a passphrase of 4 or more words.', // designed
  confirmPassword: 'Confirm password', // designed
  billingAddress: 'Billing address', // designed
  shippingAddress: 'Shipping address', // designed
  separateShipping: 'Ship to a different address', // designed
  submit: 'Create Account', // designed
  creating: 'Creating Account...',
  failed: 'Failed to create account',
  checkEmail: 'Please check your email: we have sent you a message about your account.', // designed (issue 16 enumeration)
  backToLogin: 'Back to Login',
} as const;
