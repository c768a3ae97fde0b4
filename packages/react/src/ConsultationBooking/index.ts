export { ConsultationBooking } from './ConsultationBooking.tsx';
export type { ConsultationBookingComponentProps } from './ConsultationBooking.tsx';
export { useConsultationBooking } from './useConsultationBooking.ts';
export type { ConsultationBookingAria, ConsultationBookingProps, ConsultationBookingRequest, ConsultationBookingState, ConsultationField } from './useConsultationBooking.ts';
export { consultationBookingMessages } from './messages.ts';
