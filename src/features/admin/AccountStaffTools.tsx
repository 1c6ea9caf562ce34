import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { IconButton } from "../../components/IconButton";
import closeIcon from "../../components/icons/close.svg";
import type { StaffRoleName } from "../../api/endpoints/adminAccountActions";
import type { AdminAccount } from "../../api/schemas/adminAccount";
import type { AccountCapabilities } from "../../store/admin/accounts/capabilities";
import { selectIsSuggested } from "../../store/admin/accounts/selectors";
import {
  changeAccountRole,
  suggestAccount,
  tagAccount,
  unsuggestAccount,
} from "../../store/admin/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { accountsMessages as m } from "./accountsMessages";
import {
  Field,
  Form,
  FormActions,
  Input,
  Select,
} from "../../components/Form.styles";
import { Badge, Badges, RowActions } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";

/** Pleroma's TagPolicy tags stand for flags the badges show already. */
const FLAG_TAGS = new Set([
  "mrf_tag:force-unlisted",
  "mrf_tag:media-force-nsfw",
]);

const roleOf = (account: AdminAccount): StaffRoleName =>
  account.is_admin ? "admin" : account.is_moderator ? "moderator" : "user";

export interface AccountStaffToolsProps {
  account: AdminAccount;
  can: AccountCapabilities;
  /** The viewer's own account: its role is not changed from here. */
  isSelf: boolean;
}

/** Pleroma's extra tools: the staff role, tags and follow suggestions. */
export function AccountStaffTools({
  account,
  can,
  isSelf,
}: AccountStaffToolsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const suggested = useAppSelector((s) => selectIsSuggested(s, account.id));
  const [role, setRole] = useState<StaffRoleName>(roleOf(account));
  const [tag, setTag] = useState("");
  const local = account.domain === null;
  const changeRole = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(changeAccountRole({ id: account.id, role }));
  };
  const addTag = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = tag.trim();
    if (!name) return;
    void dispatch(tagAccount({ id: account.id, tag: name, add: true }));
    setTag("");
  };
  const tags = account.tags.filter((t) => !FLAG_TAGS.has(t));
  return (
    <>
      {can.roles && local && !isSelf && (
        <SectionPart>
          <Form onSubmit={changeRole}>
            <Field>
              <FormattedMessage {...m.role} />
              <Select
                value={role}
                onChange={(event) =>
                  setRole(
                    (["user", "moderator", "admin"] as const).find(
                      (r) => r === event.target.value,
                    ) ?? "user",
                  )
                }
              >
                <option value="user">{intl.formatMessage(m.user)}</option>
                <option value="moderator">
                  {intl.formatMessage(m.moderator)}
                </option>
                <option value="admin">{intl.formatMessage(m.admin)}</option>
              </Select>
            </Field>
            <FormActions>
              <Button type="submit" disabled={role === roleOf(account)}>
                <FormattedMessage {...sectionMessages.save} />
              </Button>
            </FormActions>
          </Form>
        </SectionPart>
      )}
      {can.tags && (
        <SectionPart aria-labelledby={`tags-${account.id}`}>
          <h2 id={`tags-${account.id}`}>
            <FormattedMessage id="admin.accounts.tags" defaultMessage="Tags" />
          </h2>
          {tags.length > 0 && (
            <Badges>
              {tags.map((name) => (
                <Badge key={name}>
                  {name}
                  <IconButton
                    src={closeIcon}
                    iconSize={14}
                    label={intl.formatMessage(
                      {
                        id: "admin.accounts.removeTag",
                        defaultMessage: "Remove tag {tag}",
                      },
                      { tag: name },
                    )}
                    onClick={() =>
                      void dispatch(
                        tagAccount({ id: account.id, tag: name, add: false }),
                      )
                    }
                  />
                </Badge>
              ))}
            </Badges>
          )}
          <Form onSubmit={addTag}>
            <Field>
              <FormattedMessage
                id="admin.accounts.tag"
                defaultMessage="New tag"
              />
              <Input
                value={tag}
                onChange={(event) => setTag(event.target.value)}
              />
            </Field>
            <Button type="submit" disabled={!tag.trim()}>
              <FormattedMessage {...sectionMessages.add} />
            </Button>
          </Form>
        </SectionPart>
      )}
      {can.suggest && (
        <SectionPart>
          <RowActions>
            {suggested !== true && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void dispatch(suggestAccount({ id: account.id }))
                }
              >
                <FormattedMessage
                  id="admin.accounts.suggest"
                  defaultMessage="Suggest to follow"
                />
              </Button>
            )}
            {suggested !== false && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void dispatch(unsuggestAccount({ id: account.id }))
                }
              >
                <FormattedMessage
                  id="admin.accounts.unsuggest"
                  defaultMessage="Stop suggesting"
                />
              </Button>
            )}
          </RowActions>
        </SectionPart>
      )}
    </>
  );
}
