import { FormattedMessage } from "react-intl";
import styled, { keyframes } from "styled-components";
import { VisuallyHidden } from "./VisuallyHidden";

export const DEFAULT_SPINNER_SIZE = 30;

export interface SpinnerProps {
  /** Diameter in px (spec 01 section 9: 30 by default). */
  size?: number;
  /** Hide it from assistive technology when nearby text already says "Loading…". */
  decorative?: boolean;
}

export function Spinner({
  size = DEFAULT_SPINNER_SIZE,
  decorative = false,
}: SpinnerProps) {
  // Sizes vary per use: an inline style rather than a generated class each.
  const ring = (
    <Ring
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        borderWidth: Math.max(2, Math.round(size / 10)),
      }}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>
        <FormattedMessage id="spinner.loading" defaultMessage="Loading…" />
      </VisuallyHidden>
    </span>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span`
  display: inline-block;
  flex-shrink: 0;
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.skeleton};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
