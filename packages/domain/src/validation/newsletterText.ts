// The newsletter's success text (spec 1 §2), apart from its zod schema so the signup box does not bring zod along.
export const NEWSLETTER_SUCCESS_TEXT = "You're in the loop!";
