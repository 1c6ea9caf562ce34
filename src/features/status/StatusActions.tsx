import { Suspense } from "react";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import type { Features } from "../../api/features";
import styled from "styled-components";
import { IconButton } from "../../components/IconButton";
import { lazyComponent } from "../../components/lazyComponent";
import bookmarkFilledIcon from "../../components/icons/bookmark-filled.svg";
import bookmarkIcon from "../../components/icons/bookmark.svg";
import emojiIcon from "../../components/icons/emoji-smile.svg";
import heartFilledIcon from "../../components/icons/heart-filled.svg";
import heartIcon from "../../components/icons/heart.svg";
import quoteIcon from "../../components/icons/quote.svg";
import repeatIcon from "../../components/icons/repeat.svg";
import replyIcon from "../../components/icons/reply.svg";
import thumbDownIcon from "../../components/icons/thumb-down.svg";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { BoostMenu } from "./BoostMenu";
import { StatusMoreMenu } from "./StatusMoreMenu";
import {
  useStatusAction,
  type StatusAction,
  type StatusActionHandle,
} from "./useStatusAction";
import { isBoostable } from "./visibility";

// Members' emoji picker loads with the first card that offers it.
const EmojiPickerButton = lazyComponent(() =>
  import(
    /* webpackChunkName: "emoji-picker" */ "../../widgets/EmojiPickerButton"
  ).then((m) => m.EmojiPickerButton),
);

const messages = defineMessages({
  label: { id: "status.actions.label", defaultMessage: "Post actions" },
  reply: { id: "status.actions.reply", defaultMessage: "Reply" },
  boost: { id: "status.actions.boost", defaultMessage: "Boost" },
  noBoost: {
    id: "status.actions.noBoost",
    defaultMessage: "This post cannot be boosted",
  },
  like: { id: "status.actions.like", defaultMessage: "Like" },
  dislike: { id: "status.actions.dislike", defaultMessage: "Dislike" },
  quote: { id: "status.actions.quote", defaultMessage: "Quote" },
  noQuote: {
    id: "status.actions.noQuote",
    defaultMessage: "This post cannot be quoted",
  },
  react: { id: "status.actions.react", defaultMessage: "React" },
  bookmark: { id: "status.actions.bookmark", defaultMessage: "Bookmark" },
});

export interface StatusActionsProps {
  status: StoredStatus;
  /** The focused post shows its counts above the bar, not in it. */
  focused?: boolean;
}

interface ActionSpec {
  action: StatusAction;
  icon: string;
  label: MessageDescriptor;
  count?: number;
  pressed?: boolean;
  /** Allowed on this post (boosts and quotes need a public post). */
  allowed?: boolean;
  /** A boost that keeps the post's own audience: no audience to choose. */
  fixedAudience?: boolean;
}

type SpecOf = (
  status: StoredStatus,
  features: Features,
  me: string | null,
) => ActionSpec | null;

/**
 * Public posts can be boosted; followers-only ones by their author alone
 * (as Mastodon allows: the boost stays followers-only). Private mentions
 * never.
 */
function canBoost(status: StoredStatus, me: string | null): boolean {
  if (isBoostable(status.visibility)) return true;
  return status.visibility === "private" && status.account_id === me;
}

/** The buttons this server and this post offer, in the reference clients' order. */
const ACTIONS: readonly SpecOf[] = [
  (status) => ({
    action: "REPLY",
    icon: replyIcon,
    label: messages.reply,
    count: status.replies_count,
  }),
  (status, _features, me) => {
    const allowed = canBoost(status, me);
    return {
      action: "REBLOG",
      icon: repeatIcon,
      label: allowed ? messages.boost : messages.noBoost,
      count: status.reblogs_count,
      pressed: status.reblogged,
      allowed,
      fixedAudience: status.visibility === "private",
    };
  },
  (status) => ({
    action: "FAVOURITE",
    icon: status.favourited ? heartFilledIcon : heartIcon,
    label: messages.like,
    count: status.favourites_count,
    pressed: status.favourited,
  }),
  (status, features) =>
    features.statusDislikes
      ? {
          action: "DISLIKE",
          icon: thumbDownIcon,
          label: messages.dislike,
          count: status.dislikes_count,
          pressed: status.disliked,
        }
      : null,
  (status, features) => {
    if (!features.quotePosts) return null;
    const allowed = isBoostable(status.visibility);
    return {
      action: "QUOTE",
      icon: quoteIcon,
      label: allowed ? messages.quote : messages.noQuote,
      count: status.quotes_count,
      allowed,
    };
  },
  (_status, features) =>
    features.emojiReacts
      ? { action: "REACT", icon: emojiIcon, label: messages.react }
      : null,
  (status, features) =>
    features.bookmarks
      ? {
          action: "BOOKMARK",
          icon: status.bookmarked ? bookmarkFilledIcon : bookmarkIcon,
          label: messages.bookmark,
          pressed: status.bookmarked,
        }
      : null,
];

function actionSpecs(
  status: StoredStatus,
  features: Features,
  me: string | null,
): ActionSpec[] {
  return ACTIONS.map((spec) => spec(status, features, me)).filter(
    (spec): spec is ActionSpec => spec !== null,
  );
}

/** Reply, boost, like, dislike, quote, react, bookmark and more; counts beside the icons. */
export function StatusActions({ status, focused = false }: StatusActionsProps) {
  const intl = useIntl();
  const features = useAppSelector(selectFeatures);
  const me = useAppSelector((state) => state.session.me);
  const action = useStatusAction(status);
  return (
    <Bar
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      $focused={focused}
    >
      {actionSpecs(status, features, me).map((spec) => (
        <ActionButton
          key={spec.action}
          spec={spec}
          focused={focused}
          action={action}
          features={features}
        />
      ))}
      <StatusMoreMenu status={status} />
    </Bar>
  );
}

interface ActionButtonProps {
  spec: ActionSpec;
  focused: boolean;
  action: StatusActionHandle;
  features: Features;
}

/**
 * One action. For members, a new boost of a public post asks for its
 * audience where the server takes one, and React opens the emoji picker.
 */
function ActionButton({ spec, focused, action, features }: ActionButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage(spec.label);
  const count = focused || !spec.count ? undefined : spec.count;
  const disabled = spec.allowed === false;
  if (action.isLoggedIn && spec.action === "REACT") {
    return (
      <Suspense fallback={<IconButton src={spec.icon} label={label} />}>
        <EmojiPickerButton
          label={label}
          withCustom={features.customEmojiReacts}
          onPick={(emoji) =>
            emoji.kind === "unicode"
              ? action.react(emoji.value)
              : action.react(emoji.shortcode, emoji.url)
          }
        />
      </Suspense>
    );
  }
  if (
    action.isLoggedIn &&
    spec.action === "REBLOG" &&
    !spec.pressed &&
    !spec.fixedAudience &&
    features.reblogVisibility
  ) {
    return (
      <BoostMenu
        icon={spec.icon}
        label={label}
        count={count}
        disabled={disabled}
        onBoost={(visibility) => action.run("REBLOG", { visibility })}
      />
    );
  }
  return (
    <IconButton
      src={spec.icon}
      label={label}
      pressed={spec.pressed}
      count={count}
      disabled={disabled}
      onClick={() => action.run(spec.action)}
    />
  );
}

const Bar = styled.div<{ $focused: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $focused }) => ($focused ? "space-around" : "space-between")};
  max-inline-size: ${({ $focused }) => ($focused ? "none" : "32rem")};
  margin-inline-start: ${({ theme }) => `calc(-1 * ${theme.space.xs})`};
`;
