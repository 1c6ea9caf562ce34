import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { EmojiText } from "../../components/EmojiText";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import { selectLocalDomain } from "../../store/instance/selectors";
import { fetchAccount } from "../../store/accounts/thunks";
import { paths } from "../../utils/paths";

export interface ProfileMovedNoteProps {
  account: StoredAccount;
}

/** "X has moved to Y", Y linked to its profile; Y is the cached `moved_id` account. */
export function ProfileMovedNote({ account }: ProfileMovedNoteProps) {
  const dispatch = useAppDispatch();
  const movedId = account.moved_id;
  const moved = useAppSelector((state) =>
    movedId === null ? undefined : state.accounts.byId[movedId],
  );
  const localDomain = useAppSelector(selectLocalDomain);
  const missing = movedId !== null && moved === undefined;
  useEffect(() => {
    if (missing) void dispatch(fetchAccount({ id: movedId }));
  }, [missing, movedId, dispatch]);

  if (!moved) return null;
  const { displayFqn, autoPlayGif } = getConfig();
  return (
    <Note role="note">
      <FormattedMessage
        id="account.moved.note"
        defaultMessage="{name} has moved to {target}"
        values={{
          name: (
            <bdi key="name">
              <EmojiText
                text={account.display_name.trim() || account.username}
                emojis={account.emojis}
                autoPlayGif={autoPlayGif}
              />
            </bdi>
          ),
          target: (
            <Target key="target" to={paths.account(moved.acct)}>
              <Avatar account={moved} size={32} animate={autoPlayGif} alt="" />
              <DisplayName
                account={moved}
                displayFqn={displayFqn}
                localDomain={localDomain}
                autoPlayGif={autoPlayGif}
              />
            </Target>
          ),
        }}
      />
    </Note>
  );
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Target = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
