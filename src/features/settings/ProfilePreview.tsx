import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { EmojiText } from "../../components/EmojiText";
import { useStatusConfig } from "../../components/useStatusConfig";
import type { CustomEmoji } from "../../utils/emojify";
import type { StoredAccount } from "../../store/normalize";
import type { ProfileDraft } from "./profileDraft";

export interface ProfilePreviewProps {
  account: StoredAccount;
  draft: ProfileDraft;
  avatar: string;
  header: string;
  /** The account's emoji and the server's, so a shortcode just typed shows. */
  emojis: readonly CustomEmoji[];
  localDomain: string;
}

/**
 * The profile card as it will look once saved: the draft's name, bio and
 * fields as typed (the server renders links and mentions when it saves).
 */
export function ProfilePreview({
  account,
  draft,
  avatar,
  header,
  emojis,
  localDomain,
}: ProfilePreviewProps) {
  const { autoPlayGif, displayFqn } = useStatusConfig();
  const fields = draft.fields.filter((field) => field.name.trim() !== "");
  return (
    <Card aria-labelledby="profile-preview-title">
      <Title id="profile-preview-title">
        <FormattedMessage
          id="settings.profile.preview"
          defaultMessage="Preview"
        />
      </Title>
      {header ? <Banner src={header} alt="" /> : <NoBanner />}
      <Body>
        <PlacedAvatar
          account={{ ...account, avatar, avatar_static: avatar }}
          size={72}
          alt=""
        />
        <DisplayName
          account={{
            ...account,
            display_name: draft.display_name,
            emojis,
            bot: draft.bot,
            locked: draft.locked,
          }}
          displayFqn={displayFqn}
          localDomain={localDomain}
          autoPlayGif={autoPlayGif}
        />
        <Note>
          <EmojiText
            text={draft.note}
            emojis={emojis}
            autoPlayGif={autoPlayGif}
          />
        </Note>
        {fields.length > 0 && (
          <Fields>
            {fields.map((field, index) => (
              // The draft's rows have no identity but their place.
              <div key={index}>
                <dt>
                  <EmojiText
                    text={field.name}
                    emojis={emojis}
                    autoPlayGif={autoPlayGif}
                  />
                </dt>
                <dd>
                  <EmojiText
                    text={field.value}
                    emojis={emojis}
                    autoPlayGif={autoPlayGif}
                  />
                </dd>
              </div>
            ))}
          </Fields>
        )}
      </Body>
    </Card>
  );
}

const Card = styled.section`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Banner = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 120px;
  object-fit: cover;
`;

const NoBanner = styled.div`
  block-size: 120px;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

const PlacedAvatar = styled(Avatar)`
  margin-block-start: -36px;
  border: 3px solid ${({ theme }) => theme.colors.surface};
`;

const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
