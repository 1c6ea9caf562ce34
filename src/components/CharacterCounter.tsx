import { useIntl } from "react-intl";
import styled from "styled-components";

export interface CharacterCounterProps {
  length: number;
  max: number;
}

/** Characters left (negative when over), named for screen readers. */
export function CharacterCounter({ length, max }: CharacterCounterProps) {
  const intl = useIntl();
  const left = max - length;
  return (
    <Counter
      $over={left < 0}
      role="status"
      aria-live="off"
      aria-label={intl.formatMessage(
        {
          id: "compose.counter.label",
          defaultMessage:
            "{left, plural, one {# character} other {# characters}} left",
        },
        { left },
      )}
    >
      {intl.formatNumber(left)}
    </Counter>
  );
}

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) =>
    $over ? theme.colors.dangerText : theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $over }) =>
    $over ? theme.fontWeights.bold : theme.fontWeights.normal};
`;
