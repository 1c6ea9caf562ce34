import { useIntl } from "react-intl";
import styled from "styled-components";
import type { CustomEmoji } from "../utils/emojify";
import { fullHandle } from "../utils/handles";
import { EmojiText } from "./EmojiText";
import { Icon } from "./Icon";
import lockIcon from "./icons/lock.svg";
import verifiedIcon from "./icons/verified.svg";

/** The account fields a display name reads; server account objects fit it as they are. */
export interface DisplayNameAccount {
  acct: string;
  username: string;
  display_name: string;
  /** The server's own user@domain, where it sends one. */
  fqn?: string | null;
  emojis?: readonly CustomEmoji[];
  bot?: boolean | null;
  locked?: boolean | null;
  verified?: boolean | null;
}

export interface DisplayNameProps {
  account: DisplayNameAccount;
  /** Operator setting: show user@domain rather than the local acct. */
  displayFqn: boolean;
  /** The domain of local accounts' handles, from the instance ("" when unknown). */
  localDomain: string;
  autoPlayGif: boolean;
  /** Show the @handle under the name. */
  withHandle?: boolean;
  /** A long name wraps onto more lines (a profile's heading) instead of ending in an ellipsis. */
  wrap?: boolean;
}

/** Display name with custom emoji, badges and the @handle (spec 01 section 2). */
export function DisplayName({
  account,
  displayFqn,
  localDomain,
  autoPlayGif,
  withHandle = true,
  wrap = false,
}: DisplayNameProps) {
  const intl = useIntl();
  const name = account.display_name.trim() || account.username;
  const handle =
    "@" + (displayFqn ? fullHandle(account, localDomain) : account.acct);
  return (
    <Wrapper>
      <Name $wrap={wrap}>
        <bdi>
          <EmojiText
            text={name}
            emojis={account.emojis}
            autoPlayGif={autoPlayGif}
          />
        </bdi>
        {account.verified && (
          <Verified
            src={verifiedIcon}
            size="1em"
            title={intl.formatMessage({
              id: "displayName.verified",
              defaultMessage: "Verified account",
            })}
          />
        )}
        {account.locked && (
          <Icon
            src={lockIcon}
            size="1em"
            title={intl.formatMessage({
              id: "displayName.locked",
              defaultMessage: "Locked account",
            })}
          />
        )}
        {account.bot && (
          <Badge>
            {intl.formatMessage({
              id: "displayName.bot",
              defaultMessage: "Bot",
            })}
          </Badge>
        )}
      </Name>
      {withHandle && (
        <Handle>
          <bdi>{handle}</bdi>
        </Handle>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.span`
  display: inline-flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Name = styled.span<{ $wrap: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  white-space: ${({ $wrap }) => ($wrap ? "normal" : "nowrap")};

  /* The name is a flex item: the ellipsis has to be its own, not the row's. */
  > bdi {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    overflow-wrap: anywhere;
  }
`;

const Verified = styled(Icon)`
  color: ${({ theme }) => theme.colors.primary};
`;

const Badge = styled.span`
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onBadge};
  background: ${({ theme }) => theme.colors.badge};
`;

const Handle = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
