import { Suspense } from "react";
import { FormattedDateTimeRange, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { IconButton } from "../../components/IconButton";
import emojiIcon from "../../components/icons/emoji-smile.svg";
import { lazyComponent } from "../../components/lazyComponent";
import { ReactionList, ReactionPill } from "../../components/ReactionPill";
import { RichText } from "../../components/RichText";
import { useStatusConfig } from "../../components/useStatusConfig";
import { selectAnnouncementById } from "../../store/announcements/selectors";
import {
  addAnnouncementReaction,
  dismissAnnouncement,
  removeAnnouncementReaction,
  type AnnouncementReactionArg,
} from "../../store/announcements/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { messages } from "./announcementMessages";

// The picker the posts' reactions use, loaded with the first one offered.
const EmojiPickerButton = lazyComponent(() =>
  import(
    /* webpackChunkName: "emoji-picker" */ "../../widgets/EmojiPickerButton"
  ).then((m) => m.EmojiPickerButton),
);

export interface AnnouncementItemProps {
  id: string;
  /** After the member marked it read. */
  onDismissed: () => void;
}

/** One announcement: its text, when it runs, its reactions and "Mark as read". */
export function AnnouncementItem({ id, onDismissed }: AnnouncementItemProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { autoPlayGif } = useStatusConfig();
  const announcement = useAppSelector((s) => selectAnnouncementById(s, id));
  const canReact = useAppSelector((s) =>
    selectSupports(s, "announcementsReactions"),
  );
  const customReacts = useAppSelector((s) =>
    selectSupports(s, "customEmojiReacts"),
  );
  if (!announcement) return null;
  const toggle = (arg: AnnouncementReactionArg, mine: boolean) =>
    void dispatch(
      (mine ? removeAnnouncementReaction : addAnnouncementReaction)(arg),
    );
  const reactions = announcement.reactions.filter((r) => r.count > 0);
  const react = intl.formatMessage(messages.react);
  return (
    <Body>
      <RichText
        html={announcement.content}
        emojis={announcement.emojis}
        autoPlayGif={autoPlayGif}
      />
      {announcement.starts_at && announcement.ends_at && (
        <When>
          <FormattedDateTimeRange
            from={Date.parse(announcement.starts_at)}
            to={Date.parse(announcement.ends_at)}
            dateStyle="medium"
            {...(announcement.all_day ? {} : { timeStyle: "short" })}
          />
        </When>
      )}
      <Footer>
        {(canReact || reactions.length > 0) && (
          <ReactionList aria-label={intl.formatMessage(messages.reactions)}>
            {reactions.map((reaction) => (
              <li key={reaction.name}>
                <ReactionPill
                  reaction={reaction}
                  disabled={!canReact}
                  onClick={() =>
                    toggle(
                      { id, name: reaction.name, url: reaction.url },
                      reaction.me,
                    )
                  }
                />
              </li>
            ))}
            {canReact && (
              <li>
                <Suspense
                  fallback={<IconButton src={emojiIcon} label={react} />}
                >
                  <EmojiPickerButton
                    label={react}
                    withCustom={customReacts}
                    onPick={(emoji) =>
                      emoji.kind === "unicode"
                        ? toggle({ id, name: emoji.value }, false)
                        : toggle(
                            { id, name: emoji.shortcode, url: emoji.url },
                            false,
                          )
                    }
                  />
                </Suspense>
              </li>
            )}
          </ReactionList>
        )}
        {!announcement.read && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void dispatch(dismissAnnouncement({ id }));
              onDismissed();
            }}
          >
            {intl.formatMessage(messages.markRead)}
          </Button>
        )}
      </Footer>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const When = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
