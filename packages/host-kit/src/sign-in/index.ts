/**
 * `@care/host-kit/sign-in`: the panel's sign-in form and the frame every account form shares
 * (the service's answer above the fields, the submit button), for the shell's account pages and
 * a remote running alone.
 */
export { LoginForm, useLoginForm, type LoginFormProps, type LoginFormState } from './LoginForm';
export { AccountForm, type AccountFormProps } from './AccountForm';
export {
  FormAlert,
  useIdentityError,
  type FormAlertProps,
  type IdentityFailure,
} from './identity-feedback';
export { loginSchema, type LoginValues } from './login-schema';
