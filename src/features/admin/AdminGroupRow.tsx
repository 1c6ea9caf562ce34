import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { RichText } from "../../components/RichText";
import { getConfig } from "../../config";
import type { AdminGroupStatus } from "../../api/endpoints/adminGroups";
import type { Group } from "../../api/schemas/group";
import {
  removeAdminGroup,
  suspendAdminGroup,
  unsuspendAdminGroup,
} from "../../store/admin/groups/thunks";
import { useAppDispatch } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { groupsMessages as m } from "./groupsMessages";
import { Meta, Row, RowActions, RowMain, Strong } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

export interface AdminGroupRowProps {
  group: Group;
  /** The list it is in, which is what says whether it is suspended. */
  status: AdminGroupStatus;
}

/**
 * One group for staff: its picture, name (a link to its page while it is
 * active), size, age and description, with suspension and deletion. The
 * server blanks a suspended group's name, so its address stands in.
 */
export function AdminGroupRow({ group, status }: AdminGroupRowProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const { autoPlayGif } = getConfig();
  const name = group.display_name || group.url || group.id;
  const suspended = status === "suspended";
  return (
    <Row aria-label={name}>
      <Avatar
        account={{ ...group, acct: name }}
        size={40}
        alt=""
        animate={autoPlayGif}
      />
      <RowMain>
        {suspended ? (
          <Strong>{name}</Strong>
        ) : (
          <Link to={paths.group(group.id)}>
            <Strong>{name}</Strong>
          </Link>
        )}
        <Meta>
          <span>
            <FormattedMessage
              {...m.members}
              values={{ count: group.members_count }}
            />
          </span>
          {group.created_at && (
            <span>
              <FormattedDate value={group.created_at} dateStyle="medium" />
            </span>
          )}
        </Meta>
        {group.note && (
          <RichText
            html={group.note}
            emojis={group.emojis}
            autoPlayGif={autoPlayGif}
          />
        )}
      </RowMain>
      <RowActions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void dispatch(
              suspended
                ? unsuspendAdminGroup({ id: group.id })
                : suspendAdminGroup({ id: group.id }),
            )
          }
        >
          <FormattedMessage
            {...(suspended ? m.unsuspend : sectionMessages.suspend)}
          />
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage {...sectionMessages.delete} />
        </Button>
      </RowActions>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(sectionMessages.delete)}
          confirmLabel={intl.formatMessage(sectionMessages.delete)}
          danger
          onConfirm={() => void dispatch(removeAdminGroup({ id: group.id }))}
          onClose={() => setConfirming(false)}
        >
          <FormattedMessage {...m.deleteBody} values={{ name }} />
        </ConfirmDialog>
      )}
    </Row>
  );
}
