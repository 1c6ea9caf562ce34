import { useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/Button";
import { Message } from "../../../components/Message";
import { Spinner } from "../../../components/Spinner";
import { TextField } from "../TextField";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { selectAliases } from "../../../store/accountData/selectors";
import {
  addAlias,
  fetchAliases,
  removeAlias,
} from "../../../store/accountData/thunks";
import { useRequest } from "../../../store/useRequest";
import {
  FormButtons,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";

/**
 * The member's other accounts (where `manageAccountAliases`): an account
 * moving here must be listed first.
 */
export function AliasesSection() {
  const dispatch = useAppDispatch();
  const request = useRequest(fetchAliases, undefined);
  const aliases = useAppSelector(selectAliases);
  const form = useSettingsForm(addAlias, ["target_account"]);
  const [alias, setAlias] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (await form.submit({ alias: alias.trim().replace(/^@/, "") }))
      setAlias("");
  };
  let list;
  if (aliases !== null) {
    list = (
      <List>
        {aliases.map((handle) => (
          <li key={handle}>
            <span>{handle}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void dispatch(removeAlias({ alias: handle }))}
            >
              <FormattedMessage
                id="account.removeFollower.confirm"
                defaultMessage="Remove"
              />
            </Button>
          </li>
        ))}
      </List>
    );
  } else if (request.phase === "failed") {
    list = (
      <Message onRetry={request.retry} failure={request.failure}>
        {request.failure?.message}
      </Message>
    );
  } else {
    list = <Spinner />;
  }
  return (
    <SettingsSection
      title={
        <FormattedMessage id="data.aliases.title" defaultMessage="Aliases" />
      }
      description={
        <FormattedMessage
          id="data.aliases.hint"
          defaultMessage="Your accounts elsewhere. To move an account here, list it first."
        />
      }
    >
      {list}
      <SettingsForm onSubmit={(event) => void send(event)}>
        <TextField
          required
          autoCapitalize="none"
          spellCheck={false}
          label={
            <FormattedMessage
              id="data.aliases.handle"
              defaultMessage="Account address (user@domain)"
            />
          }
          value={alias}
          error={form.errors.byField.target_account}
          onChange={(event) => setAlias(event.target.value)}
        />
        <FormReasons messages={form.errors.rest} />
        <FormButtons>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="lists.members.add" defaultMessage="Add" />
          </Button>
        </FormButtons>
      </SettingsForm>
    </SettingsSection>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;
