import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { Modal } from "../components/Modal";
import { KEYS_OF, type QueueCommand } from "../features/admin/queueKeys";
import { changeLabels, reportMessages } from "../features/admin/reportMessages";

const ROWS: { keys: string[]; label: MessageDescriptor }[] = [
  {
    keys: ["?"],
    label: { id: "app.hotkeys.help", defaultMessage: "Show this help" },
  },
  {
    keys: ["s", "/"],
    label: { id: "app.hotkeys.search", defaultMessage: "Focus the search box" },
  },
  {
    keys: ["backspace"],
    label: { id: "app.hotkeys.back", defaultMessage: "Go back" },
  },
  {
    keys: ["g h"],
    label: { id: "app.hotkeys.home", defaultMessage: "Go to the home page" },
  },
  {
    keys: ["n"],
    label: { id: "app.hotkeys.compose", defaultMessage: "Write a new post" },
  },
  {
    keys: ["g t"],
    label: {
      id: "app.hotkeys.homeTimeline",
      defaultMessage: "Go to your home timeline",
    },
  },
  {
    keys: ["g n"],
    label: {
      id: "app.hotkeys.notifications",
      defaultMessage: "Go to your notifications",
    },
  },
  {
    keys: ["j", "↓"],
    label: { id: "app.hotkeys.next", defaultMessage: "Move to the next post" },
  },
  {
    keys: ["k", "↑"],
    label: {
      id: "app.hotkeys.previous",
      defaultMessage: "Move to the previous post",
    },
  },
  {
    keys: ["enter", "o"],
    label: { id: "app.hotkeys.open", defaultMessage: "Open the post" },
  },
  {
    keys: ["p"],
    label: {
      id: "app.hotkeys.profile",
      defaultMessage: "Open the author's profile",
    },
  },
  { keys: ["r"], label: { id: "app.hotkeys.reply", defaultMessage: "Reply" } },
  { keys: ["b"], label: { id: "app.hotkeys.boost", defaultMessage: "Boost" } },
  {
    keys: ["f"],
    label: { id: "app.hotkeys.favourite", defaultMessage: "Like" },
  },
  { keys: ["q"], label: { id: "app.hotkeys.quote", defaultMessage: "Quote" } },
  {
    keys: ["e"],
    label: { id: "app.hotkeys.emoji", defaultMessage: "React with an emoji" },
  },
  {
    keys: ["a"],
    label: { id: "app.hotkeys.bookmark", defaultMessage: "Bookmark" },
  },
  {
    keys: ["x"],
    label: {
      id: "app.hotkeys.spoiler",
      defaultMessage: "Show or hide the content warning",
    },
  },
  {
    keys: ["h"],
    label: {
      id: "app.hotkeys.media",
      defaultMessage: "Show or hide sensitive media",
    },
  },
];

/** The report queue's keys (issue 16), listed when the queue asks for its help. */
const REPORT_COMMANDS: [QueueCommand, MessageDescriptor][] = [
  ["next", reportMessages.keyNext],
  ["previous", reportMessages.keyPrevious],
  ["open", reportMessages.keyOpen],
  ["close", reportMessages.back],
  ["assign", changeLabels.assign],
  ["resolve", changeLabels.resolve],
  ["reopen", changeLabels.reopen],
  ["warn", changeLabels.warn],
  ["limit", changeLabels.limit],
  ["suspend", changeLabels.suspend],
  ["deletePosts", changeLabels.deletePosts],
  ["undo", reportMessages.keyUndo],
  ["help", { id: "app.hotkeys.help", defaultMessage: "Show this help" }],
];

const REPORT_ROWS: { keys: string[]; label: MessageDescriptor }[] = [
  ...REPORT_COMMANDS.map(([command, label]) => ({
    keys: [...KEYS_OF[command]],
    label,
  })),
  // While an action can still be undone, Enter sends it at once.
  { keys: ["enter"], label: reportMessages.sendNow },
];

export interface HotkeysModalProps {
  onClose: () => void;
  /** The keys of a screen with its own (the report queue), instead of the app's. */
  set?: "reports";
}

/** The keyboard shortcuts help (HOTKEYS modal). */
export function HotkeysModal({ onClose, set }: HotkeysModalProps) {
  const intl = useIntl();
  const rows = set === "reports" ? REPORT_ROWS : ROWS;
  return (
    <Modal
      title={intl.formatMessage({
        id: "app.hotkeys.title",
        defaultMessage: "Keyboard shortcuts",
      })}
      onClose={onClose}
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage
                id="app.hotkeys.keyColumn"
                defaultMessage="Keys"
              />
            </th>
            <th scope="col">
              <FormattedMessage
                id="app.hotkeys.actionColumn"
                defaultMessage="Action"
              />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keys.join()}>
              <td>
                {row.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </td>
              <td>{intl.formatMessage(row.label)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Modal>
  );
}

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  th {
    text-align: start;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding-block: ${({ theme }) => theme.space.xs};
  }

  td {
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  kbd {
    display: inline-block;
    min-inline-size: 1.75em;
    margin-inline-end: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: center;
  }
`;
