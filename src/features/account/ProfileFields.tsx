import { useIntl } from "react-intl";
import styled, { css } from "styled-components";
import { EmojiText } from "../../components/EmojiText";
import { Icon } from "../../components/Icon";
import checkIcon from "../../components/icons/check.svg";
import { RichText } from "../../components/RichText";
import { getConfig } from "../../config";
import type { StoredAccount } from "../../store/normalize";

export interface ProfileFieldsProps {
  account: StoredAccount;
}

/**
 * Profile metadata as a definition list: names are plain text with custom
 * emoji, values sanitised HTML. A value whose link the server verified
 * (`verified_at`) gets a green check titled "Verified".
 */
export function ProfileFields({ account }: ProfileFieldsProps) {
  const intl = useIntl();
  if (account.fields.length === 0) return null;
  const { autoPlayGif } = getConfig();
  const verified = intl.formatMessage({
    id: "account.fields.verified",
    defaultMessage: "Verified",
  });
  return (
    <List>
      {account.fields.map((field, index) => (
        // Fields have no id and names may repeat; the order is the server's.
        <Row key={index} $verified={field.verified_at !== null}>
          <Name>
            <EmojiText
              text={field.name}
              emojis={account.emojis}
              autoPlayGif={autoPlayGif}
            />
          </Name>
          <Value>
            {field.verified_at !== null && (
              <Check src={checkIcon} size="1em" title={verified} />
            )}
            <RichText
              html={field.value}
              emojis={account.emojis}
              autoPlayGif={autoPlayGif}
            />
          </Value>
        </Row>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Row = styled.div<{ $verified: boolean }>`
  display: grid;
  grid-template-columns: minmax(6rem, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $verified }) =>
    $verified
      ? `color-mix(in srgb, ${theme.colors.success} 12%, transparent)`
      : "none"};

  &:last-child {
    border-block-end: 0;
  }

  /* On the green tint the link colour falls below 4.5:1; the text colour
     keeps verified links readable (the underline still marks them). */
  ${({ theme, $verified }) =>
    $verified &&
    css`
      && a {
        color: ${theme.colors.text};
      }
    `}
`;

const Name = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Check = styled(Icon)`
  color: ${({ theme }) => theme.colors.success};
`;
