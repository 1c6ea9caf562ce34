import type { ComponentPropsWithRef } from "react";
import { FormattedNumber } from "react-intl";
import styled from "styled-components";
import { Icon } from "./Icon";
import { VisuallyHidden } from "./VisuallyHidden";

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<"button">,
  "children" | "aria-pressed"
> {
  /** SVG URL of the icon. */
  src: string;
  /** Accessible name, also the tooltip. */
  label: string;
  /** For toggles (like, boost, bookmark): sets aria-pressed and the active colour. */
  pressed?: boolean;
  /** A counter shown beside the icon, in compact notation. */
  count?: number;
  /** Icon size in px. */
  iconSize?: number;
}

/** A button showing only an icon (and optionally a counter), named by `label`. */
export function IconButton({
  src,
  label,
  pressed,
  count,
  iconSize = 18,
  type = "button",
  ...rest
}: IconButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      title={label}
      aria-pressed={pressed}
      $pressed={pressed === true}
    >
      <Icon src={src} size={iconSize} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {count !== undefined && (
        <Count>
          <FormattedNumber value={count} notation="compact" />
        </Count>
      )}
    </StyledButton>
  );
}

const StyledButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $pressed }) =>
    $pressed ? theme.colors.link : theme.colors.mutedText};
  background: none;
  cursor: pointer;
  transition: color ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;
