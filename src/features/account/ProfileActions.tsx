import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import rssIcon from "../../components/icons/rss.svg";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import { modalOpened } from "../../store/modals/slice";
import { selectRelationshipById } from "../../store/relationships/selectors";
import { AccountActionsMenu } from "./AccountActionsMenu";
import { SubscribeButton } from "../subscriptions/SubscribeButton";
import { FollowButton } from "../../widgets/FollowButton";
import { accountRssUrl } from "./rss";
import {
  useRelationships,
  useViewer,
} from "../../store/relationships/useRelationships";

export interface ProfileActionsProps {
  account: StoredAccount;
}

/**
 * The RSS link (local accounts, in the family's form) and the follow
 * actions. Members follow, mute and block from here (with "Follows you" when
 * it is so); a visitor, where the server offers remote interaction, follows
 * from their own server through the UNAUTHORIZED modal (spec 01 section 2).
 */
export function ProfileActions({ account }: ProfileActionsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const features = useAppSelector((state) => state.instance.features);
  const { isMember, isSelf } = useViewer(account.id);
  const followsYou = useAppSelector(
    (state) => selectRelationshipById(state, account.id)?.followed_by === true,
  );
  useRelationships(isSelf ? [] : [account.id]);
  const rss = accountRssUrl(account, features);
  const canFollow = !isMember && features.remoteInteractions;
  const isOther = isMember && !isSelf;
  if (rss === null && !canFollow && !isOther) return null;

  const rssLabel = intl.formatMessage(
    { id: "account.header.rss", defaultMessage: "RSS feed of @{acct}" },
    { acct: account.acct },
  );
  return (
    <Actions>
      {rss !== null && (
        <RssLink
          href={rss}
          type="application/rss+xml"
          rel="alternate"
          aria-label={rssLabel}
          title={rssLabel}
        >
          <Icon src={rssIcon} size={20} />
        </RssLink>
      )}
      {isOther && followsYou && (
        <FollowsYou>
          <FormattedMessage
            id="account.header.followsYou"
            defaultMessage="Follows you"
          />
        </FollowsYou>
      )}
      {isOther && <FollowButton accountId={account.id} />}
      {isOther && features.subscriptions && (
        <SubscribeButton
          accountId={account.id}
          options={account.payment_options}
        />
      )}
      {isOther && <AccountActionsMenu account={account} />}
      {canFollow && (
        <Button
          onClick={() => {
            dispatch(
              modalOpened({
                type: "UNAUTHORIZED",
                props: {
                  action: "FOLLOW",
                  accountId: account.id,
                  url: account.url,
                },
              }),
            );
          }}
        >
          <FormattedMessage
            id="account.header.follow"
            defaultMessage="Follow"
          />
        </Button>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const FollowsYou = styled.span`
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onBadge};
  background: ${({ theme }) => theme.colors.badge};
`;

const RssLink = styled.a`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.mutedText};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
