import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import {
  approveAccount,
  rejectAccount,
} from "../../store/admin/accounts/thunks";
import { useAppDispatch } from "../../store/hooks";
import { accountsMessages as m } from "./accountsMessages";
import { Check } from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

export interface AccountsBulkBarProps {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onSelectAll: (all: boolean) => void;
  /** The selection was answered: clear it. */
  onDone: () => void;
}

/** Sign-ups answered together: each is approved or rejected on its own, optimistically. */
export function AccountsBulkBar({
  ids,
  selected,
  onSelectAll,
  onDone,
}: AccountsBulkBarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const chosen = ids.filter((id) => selected.has(id));
  const count = chosen.length;
  const answer = (approve: boolean) => {
    for (const id of chosen)
      void dispatch(approve ? approveAccount({ id }) : rejectAccount({ id }));
    onDone();
  };
  return (
    <Bar>
      <Check>
        <input
          type="checkbox"
          checked={count > 0 && count === ids.length}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <FormattedMessage {...m.selectAll} />
      </Check>
      <Button size="sm" disabled={count === 0} onClick={() => answer(true)}>
        <FormattedMessage {...m.approveSelected} values={{ count }} />
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={count === 0}
        onClick={() => setConfirming(true)}
      >
        <FormattedMessage {...m.rejectSelected} values={{ count }} />
      </Button>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(m.rejectSelected, { count })}
          confirmLabel={intl.formatMessage(sectionMessages.reject)}
          danger
          onConfirm={() => answer(false)}
          onClose={() => setConfirming(false)}
        >
          <FormattedMessage
            id="admin.accounts.rejectSelectedBody"
            defaultMessage="The accounts of these sign-ups will be deleted."
          />
        </ConfirmDialog>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
`;
