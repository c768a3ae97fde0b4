// The login screen's texts, error texts and links (spec 1 §2 "Login screen", §4 "Login and logout", §8), verbatim.

/** What the shopper reads on the login screen. */
export const loginFormMessages = {
  heading: 'Existing Account',
  emailLabel: 'E-mail', // designed: the spec says "E-mail and password fields"
  passwordLabel: 'Password', // designed
  logIn: 'Log In',
  forgottenPassword: 'Forgotten Password',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  reset: 'Reset', // designed: the spec says "a reset link clears the fields"
} as const;

/** What the shopper reads when a login fails (spec 1 §8). */
export const LOGIN_FORM_MESSAGES = {
  credentialsIncorrect: 'Username or password incorrect',
  incorrectTwoFactor: 'Incorrect 2FA Value',
} as const;

/** The server's error texts the login screen acts on (spec 1 §4 §8). */
export const LOGIN_ERROR_TEXTS = {
  totpRequired: 'TotpRequired',
  invalidTotp: 'InvalidTotp',
  couldNotAuthenticate: 'Could not authenticate',
} as const;

/** Where the login screen's links go (spec 1 §2 routes). */
export const LOGIN_FORM_PATHS = {
  forgotPassword: '/ForgotPassword',
  createAccount: '/CreateAccount',
  account: '/Account',
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/LoginForm exported it. Use `loginFormMessages`. */
export const LOGIN_FORM_TEXT = loginFormMessages;
