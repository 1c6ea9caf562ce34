import { useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Check } from "../../components/Form.styles";
import { useDebugRecording } from "../../store/debug/useDebugRecording";
import { SettingsPage } from "./SettingsPage";

/**
 * `/settings/debug`: a member records what happens in this tab and
 * downloads it for a developer to replay (issue 20). The log is redacted as
 * it leaves the tab; the text of private posts only goes with it when ticked.
 */
export function DebugLogScreen() {
  const { on, actions, start, stop, download } = useDebugRecording();
  const [includePrivate, setIncludePrivate] = useState(false);
  return (
    <SettingsPage section="debug">
      <Body>
        <Explanation>
          <FormattedMessage
            id="settings.debug.explanation"
            defaultMessage="A debug log keeps what happens in this tab so a developer can replay it. Passwords, tokens and e-mail addresses never go into it."
          />
        </Explanation>
        <Check>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            onChange={(event) => void (event.target.checked ? start() : stop())}
          />
          <FormattedMessage
            id="settings.debug.record"
            defaultMessage="Record a debug log"
          />
        </Check>
        <Count role="status">
          {on && (
            <FormattedMessage
              id="settings.debug.actions"
              defaultMessage="Actions recorded: {count, number}"
              values={{ count: actions }}
            />
          )}
        </Count>
        <Check>
          <input
            type="checkbox"
            checked={includePrivate}
            onChange={(event) => setIncludePrivate(event.target.checked)}
          />
          <FormattedMessage
            id="settings.debug.includePrivate"
            defaultMessage="Include private posts and direct messages"
          />
        </Check>
        <div>
          <Button
            variant="secondary"
            disabled={!on}
            onClick={() => void download(includePrivate)}
          >
            <FormattedMessage
              id="settings.debug.download"
              defaultMessage="Download debug log"
            />
          </Button>
        </div>
      </Body>
    </SettingsPage>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: 40rem;
`;

const Explanation = styled.p`
  margin: 0;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
