// Consultation booking texts. The intro, "Book Now - View Sessions", the mobile message and the confirmation are
// spec 1 §2, §5 and §8's, word for word; the labels are designed.
export const consultationBookingMessages = {
  intro: 'Book a free consultation with our experts',
  introDetail: 'Up to 30 minutes one on one with an expert, by phone, chat or video call.', // designed from spec 1 §2
  viewSessions: 'Book Now - View Sessions',
  date: 'Date', // designed
  chooseDate: 'Choose a date', // designed
  loadingForm: 'Loading the sessions…', // designed: shown only while the form's code arrives
  previousMonth: 'Previous month', // designed
  nextMonth: 'Next month', // designed
  time: 'Time', // designed
  chooseTime: 'Choose a time', // designed
  type: 'Consultation type', // designed
  chooseType: 'Choose how', // designed
  firstName: 'First name', // designed
  lastName: 'Last name', // designed
  mobile: 'Mobile', // designed
  email: 'Email', // designed
  book: 'Book', // designed
  booking: 'Booking…', // designed
  noSessions: 'There are no free sessions in the next two weeks. Please check again soon.', // designed
  failed: 'We could not book that session. Please try again.', // designed
  booked: (email: string) => `Thanks! Your appointment has been created, you will receive an email at ${email} with all the details.`,
  perthTime: '(Perth time)', // designed
  melbourneTime: '(Melbourne time)', // designed
} as const;
