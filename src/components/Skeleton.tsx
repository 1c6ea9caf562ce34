import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import {
  placeholderLength,
  placeholderText,
  type PlaceholderKind,
} from "../utils/placeholder";
import { VisuallyHidden } from "./VisuallyHidden";

export type SkeletonVariant = "account" | "status" | "hashtag";

export interface SkeletonProps {
  variant: SkeletonVariant;
  /** Placeholder rows; panels use 4 (spec 01 section 2). */
  rows?: number;
}

/** The text lines of one row: the first is emphasised like a name or a tag. */
const LINES: Record<SkeletonVariant, readonly PlaceholderKind[]> = {
  account: ["name", "name"],
  status: ["name", "text"],
  hashtag: ["hashtag"],
};

/**
 * Placeholder rows shown while a list loads. Text lengths are pseudo-random
 * within the spec's ranges but fixed per row index, so they do not flicker.
 */
export function Skeleton({ variant, rows = 4 }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>
        <FormattedMessage id="skeleton.loading" defaultMessage="Loading…" />
      </VisuallyHidden>
      <List aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Row key={index}>
            {variant !== "hashtag" && (
              <Circle $size={variant === "status" ? 48 : 40} />
            )}
            <Lines>
              {LINES[variant].map((kind, line) => (
                <Line key={line} $strong={line === 0}>
                  <Text>
                    {placeholderText(placeholderLength(kind, index * 2 + line))}
                  </Text>
                </Line>
              ))}
            </Lines>
          </Row>
        ))}
      </List>
    </div>
  );
}

const List = styled.ul`
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Circle = styled.span<{ $size: number }>`
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Line = styled.p<{ $strong: boolean }>`
  font-size: ${({ theme, $strong }) =>
    $strong ? theme.fontSizes.md : theme.fontSizes.sm};
`;

/** Real characters, hidden: the bars wrap and size exactly like text would. */
const Text = styled.span`
  color: transparent;
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radii.sm};
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
  user-select: none;
`;
