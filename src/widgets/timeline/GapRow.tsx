import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";

export interface GapRowProps {
  /** aria-posinset and aria-setsize of the row in its feed. */
  position: number;
  setSize: number;
  /** The gap is the newest end of a trimmed window, not a hole between posts. */
  isNewest: boolean;
  isLoading: boolean;
  onLoad: () => void;
}

/** A hole in a timeline (a gap marker) with the button that fills it. */
export function GapRow({
  position,
  setSize,
  isNewest,
  isLoading,
  onLoad,
}: GapRowProps) {
  const intl = useIntl();
  return (
    <Gap
      aria-posinset={position}
      aria-setsize={setSize}
      aria-label={intl.formatMessage({
        id: "timeline.gap.label",
        defaultMessage: "Missing posts",
      })}
    >
      <Button
        variant="secondary"
        size="sm"
        loading={isLoading}
        onClick={onLoad}
      >
        {isNewest ? (
          <FormattedMessage
            id="timeline.gap.newer"
            defaultMessage="Load newer posts"
          />
        ) : (
          <FormattedMessage
            id="timeline.gap.button"
            defaultMessage="Load missing posts"
          />
        )}
      </Button>
    </Gap>
  );
}

const Gap = styled.article`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
`;
