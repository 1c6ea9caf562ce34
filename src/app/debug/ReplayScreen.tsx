import { useState, type DragEvent } from "react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { DebugLogError, parseDebugLog } from "../../store/debug/debugLog";
import { createReplayStore } from "../../store/debug/replayStore";
import {
  replaySession,
  type ReplaySession,
} from "../../store/debug/replaySession";
import { ReplayView } from "./ReplayView";

const messages = defineMessages({
  title: { id: "debugReplay.title", defaultMessage: "Replay a debug log" },
  json: { id: "debugReplay.notJson", defaultMessage: "This file is not JSON." },
  format: {
    id: "debugReplay.notLog",
    defaultMessage: "This file is not a Potluck debug log.",
  },
  version: {
    id: "debugReplay.version",
    defaultMessage: "This debug log's version is not supported.",
  },
});

type Problem =
  { reason: DebugLogError["reason"] } | { reason: "replay"; message: string };

/**
 * `/debug/replay` (issue 20): a developer drops a member's debug log and
 * steps through it. The log replays in a store of its own (the app's
 * reducers, no network, no socket); the app's own store, and this tab's
 * session, are left alone.
 */
export function ReplayScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const [session, setSession] = useState<ReplaySession | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [name, setName] = useState("");

  const load = async (file: File) => {
    const text = await file.text();
    try {
      const log = parseDebugLog(text);
      setSession(replaySession(log, createReplayStore));
      setName(file.name);
      setProblem(null);
    } catch (error) {
      setSession(null);
      setProblem(
        error instanceof DebugLogError
          ? { reason: error.reason }
          : {
              reason: "replay",
              message: error instanceof Error ? error.message : String(error),
            },
      );
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void load(file);
  };

  return (
    <Page
      // A dialog open in the replayed screen hides the rest of the document
      // from assistive technology (Floating UI's modal focus manager), except
      // live regions: this page is one, silent, so its controls stay usable.
      aria-live="off"
      onDragOver={(event) => event.preventDefault()}
      onDrop={drop}
    >
      <Header>
        <h1>
          <FormattedMessage {...messages.title} />
        </h1>
        <Picker>
          <FormattedMessage
            id="debugReplay.file"
            defaultMessage="Choose a debug log, or drop it here"
          />
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void load(file);
              event.target.value = "";
            }}
          />
        </Picker>
      </Header>
      <div role="alert">
        {problem && (
          <Problem>
            {problem.reason === "replay" ? (
              <FormattedMessage
                id="debugReplay.failed"
                defaultMessage="This debug log does not replay: {reason}"
                values={{ reason: problem.message }}
              />
            ) : (
              <FormattedMessage {...messages[problem.reason]} />
            )}
          </Problem>
        )}
      </div>
      {session && <ReplayView key={name} session={session} />}
    </Page>
  );
}

// Not a <main>: the replayed app inside brings its own.
const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Picker = styled.label`
  box-sizing: border-box;
  max-inline-size: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  input {
    max-inline-size: 100%;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
