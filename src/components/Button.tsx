import type { ComponentPropsWithRef } from "react";
import styled, { css, type DefaultTheme } from "styled-components";
import { Icon } from "./Icon";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and blocks further presses. */
  loading?: boolean;
  /** Optional leading icon (SVG URL). */
  icon?: string;
  /** Stretch to the full inline size of the container. */
  block?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  icon,
  block = false,
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $block={block}
    >
      {loading ? (
        <Spinner size={16} decorative />
      ) : (
        icon && <Icon src={icon} size="1.1em" />
      )}
      {children}
    </StyledButton>
  );
}

function variantStyles(variant: ButtonVariant, theme: DefaultTheme) {
  const { colors } = theme;
  switch (variant) {
    case "primary":
      return css`
        color: ${colors.onPrimary};
        background: ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.primaryHover};
        }
      `;
    case "danger":
      return css`
        color: ${colors.onDanger};
        background: ${colors.danger};
        &:hover:not(:disabled) {
          background: ${colors.dangerHover};
        }
      `;
    case "secondary":
      return css`
        color: ${colors.text};
        background: ${colors.surface};
        border-color: ${colors.border};
        &:hover:not(:disabled) {
          background: ${colors.surfaceHover};
        }
      `;
    case "link":
      return css`
        padding: 0;
        color: ${colors.link};
        background: none;
        &:hover:not(:disabled) {
          text-decoration: underline;
        }
      `;
  }
}

type Space = keyof DefaultTheme["space"];
/** Block and inline padding per size. */
const PADDING: Record<ButtonSize, readonly [Space, Space]> = {
  sm: ["xs", "sm"],
  md: ["sm", "lg"],
  lg: ["md", "xl"],
};
const FONT: Record<ButtonSize, keyof DefaultTheme["fontSizes"]> = {
  sm: "sm",
  md: "md",
  lg: "lg",
};

/**
 * The button's look, for a link that reads as a button:
 * `<StyledButton as={Link} to=… $variant="primary" $size="md" $block={false}>`.
 */
export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}>`
  display: ${({ $block }) => ($block ? "flex" : "inline-flex")};
  inline-size: ${({ $block }) => ($block ? "100%" : "auto")};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme, $size }) => theme.space[PADDING[$size][0]]};
  padding-inline: ${({ theme, $size }) => theme.space[PADDING[$size][1]]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme, $size }) => theme.fontSizes[FONT[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* Also rendered as a link that reads as a button: no underline. */
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ $variant, theme }) => variantStyles($variant, theme)}
`;
