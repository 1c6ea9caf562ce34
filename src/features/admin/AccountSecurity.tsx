import { useState } from "react";
import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import {
  disableAccountMfa,
  forcePasswordReset,
} from "../../store/admin/accounts/thunks";
import { useAppDispatch } from "../../store/hooks";
import { Meta, RowActions } from "./SectionList.styles";
import { securityMessages as m } from "./accountsMessages";

export interface AccountSecurityProps {
  id: string;
  passwordReset: boolean;
  disableMfa: boolean;
}

type Tool = "password" | "mfa";

const TOOLS: Record<
  Tool,
  { label: MessageDescriptor; done: MessageDescriptor }
> = {
  password: { label: m.resetPassword, done: m.resetPasswordDone },
  mfa: { label: m.disableMfa, done: m.disableMfaDone },
};

/** Sign-in help for a member who lost access (Pleroma): each asks first and says when done. */
export function AccountSecurity({
  id,
  passwordReset,
  disableMfa,
}: AccountSecurityProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<Tool | null>(null);
  const [done, setDone] = useState<Tool | null>(null);
  const run = (tool: Tool) => {
    const call =
      tool === "password"
        ? forcePasswordReset({ id })
        : disableAccountMfa({ id });
    void dispatch(call).then((result) => {
      if (result.meta.requestStatus === "fulfilled") setDone(tool);
    });
  };
  const offered = (["password", "mfa"] as const).filter((tool) =>
    tool === "password" ? passwordReset : disableMfa,
  );
  if (offered.length === 0) return null;
  return (
    <>
      <RowActions>
        {offered.map((tool) => (
          <Button
            key={tool}
            size="sm"
            variant="secondary"
            onClick={() => setAsking(tool)}
          >
            <FormattedMessage {...TOOLS[tool].label} />
          </Button>
        ))}
      </RowActions>
      {done && (
        <Meta role="status">
          <FormattedMessage {...TOOLS[done].done} />
        </Meta>
      )}
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(TOOLS[asking].label)}
          confirmLabel={intl.formatMessage(TOOLS[asking].label)}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        >
          <FormattedMessage {...TOOLS[asking].done} />
        </ConfirmDialog>
      )}
    </>
  );
}
