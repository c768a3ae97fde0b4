// The newsletter's success text (spec 1 §2) and failure alert (spec 1 §5 §8), apart from its zod schema and from
// VALIDATION_MESSAGES so the signup box brings neither zod nor every form's texts along.
export const NEWSLETTER_SUCCESS_TEXT = "You're in the loop!";
export const NEWSLETTER_FAILED_TEXT = 'There was an issue signing you up to the newsletter. Please try again';
