// Payment methods texts (designed); each method's name is the store's own (DisplayName).
export const paymentMethodsMessages = {
  legend: 'Payment method', // designed
  noMethods: 'No payment method can be used for this order. Please contact us.', // designed
} as const;
