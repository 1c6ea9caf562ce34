import { defineMessages } from "react-intl";

/** Messages more than one security form says. */
export const securityMessages = defineMessages({
  currentPassword: {
    id: "security.password.current",
    defaultMessage: "Current password",
  },
  changePassword: {
    id: "security.password.title",
    defaultMessage: "Change password",
  },
  changeEmail: {
    id: "security.email.title",
    defaultMessage: "Change e-mail address",
  },
  code: { id: "security.mfa.code", defaultMessage: "Code from the app" },
  turnOff: {
    id: "admin.accounts.disableMfa",
    defaultMessage: "Turn off two-factor sign-in",
  },
});
