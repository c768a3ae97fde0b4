// Contact form texts. "Send Enquiry", the alerts and the notices are spec 1 §2, §5 and §8's, word for word (the
// validation alerts come from @rigkit/domain/validation); the labels are designed.
export const contactFormMessages = {
  form: 'Contact us', // designed
  store: 'Store', // designed
  name: 'Name', // designed
  email: 'Email', // designed
  message: 'Message', // designed
  send: 'Send Enquiry',
  sending: 'Sending…', // designed
  sent: 'Your message was sent successfully.',
  failed: 'There was an issue sending your message.',
} as const;
