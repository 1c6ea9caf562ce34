import styled, { keyframes } from "styled-components";
import type { StoryNode } from "../../api/schemas/story";

export interface StoryProgressProps {
  nodes: readonly StoryNode[];
  index: number;
  paused: boolean;
  /** The story shown has had its time. */
  onEnded: () => void;
}

/**
 * A bar per story: those before the one shown full, the one shown filling
 * over its duration. The fill is a CSS animation, so holding it is its
 * play state and its end is `animationend`. Under reduced motion (the
 * system's or the member's preference) it does not run: the bar of the one
 * shown is full and nothing moves on by itself.
 */
export function StoryProgress({
  nodes,
  index,
  paused,
  onEnded,
}: StoryProgressProps) {
  return (
    <Bars aria-hidden="true">
      {nodes.map((node, i) => (
        <Bar key={node.id}>
          {i < index && <Fill />}
          {i === index && (
            <Running
              data-running=""
              $seconds={node.duration}
              $paused={paused}
              onAnimationEnd={onEnded}
            />
          )}
        </Bar>
      ))}
    </Bars>
  );
}

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Bars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Bar = styled.span`
  flex: 1;
  block-size: 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Running = styled(Fill)<{ $seconds: number; $paused: boolean }>`
  transform-origin: left;
  animation: ${fill} ${({ $seconds }) => $seconds}s linear forwards;
  animation-play-state: ${({ $paused }) => ($paused ? "paused" : "running")};

  [dir="rtl"] & {
    transform-origin: right;
  }

  /* The global style shortens animations to nothing under reduced motion,
     which would skip every story at once: this one does not run at all. */
  @media (prefers-reduced-motion: reduce) {
    animation-name: none !important;
  }

  :root[data-reduce-motion] & {
    animation-name: none !important;
  }
`;
