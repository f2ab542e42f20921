export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** A basic shape check; the spec's full e-mail rule moves here from @paydesk/domain later. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Messages of part 1 §5 ("Recovery form messages" and the password rule's required text). */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'The email is invalid';
  if (!values.password) errors.password = 'This field is required';
  return errors;
}
