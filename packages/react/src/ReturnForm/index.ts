export { ReturnForm } from './ReturnForm.tsx';
export type { ReturnFormComponentProps } from './ReturnForm.tsx';
export { RETURN_PHOTO_ACCEPT, useReturnForm } from './useReturnForm.ts';
export type {
  AddCustomerReturnRequest,
  ReturnableItem,
  ReturnAdvice,
  ReturnCreateResult,
  ReturnFormAria,
  ReturnFormProps,
  ReturnFormState,
  ReturnInvoice,
  ReturnItemsState,
  ReturnUploadResult,
} from './useReturnForm.ts';
export { returnFormMessages } from './messages.ts';
