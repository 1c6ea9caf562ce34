import { FormattedMessage } from "react-intl";
import { securityMessages } from "./security/securityMessages";
import { TextField } from "./TextField";

export interface CurrentPasswordFieldProps {
  value: string;
  /** The server's refusal of the password (`password` in its field errors). */
  error?: string | null;
  onChange: (password: string) => void;
}

/** The member's current password, which the server asks for before it changes the account. */
export function CurrentPasswordField({
  value,
  error,
  onChange,
}: CurrentPasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="current-password"
      required
      label={<FormattedMessage {...securityMessages.currentPassword} />}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
