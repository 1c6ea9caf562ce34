import type { KeyboardEvent, MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { ComposeFocus } from "../../store/compose/draft";

export interface FocalPointPickerProps {
  src: string;
  focus: ComposeFocus | null;
  onChange: (focus: ComposeFocus) => void;
}

const round = (value: number) =>
  Math.round(Math.min(1, Math.max(-1, value)) * 100) / 100;

/** A click on the picture as a focal point: x right, y up, each -1 to 1 (Mastodon's frame). */
export function focusAt(
  offsetX: number,
  offsetY: number,
  width: number,
  height: number,
): ComposeFocus {
  if (width <= 0 || height <= 0) return { x: 0, y: 0 };
  return {
    x: round((offsetX / width) * 2 - 1),
    y: round(1 - (offsetY / height) * 2),
  };
}

const STEP = 0.1;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, STEP],
  ArrowDown: [0, -STEP],
};

/**
 * Where thumbnails centre the picture (Mastodon and GoToSocial crop around
 * it): click on the picture, or move the point with the arrow keys.
 */
export function FocalPointPicker({
  src,
  focus,
  onChange,
}: FocalPointPickerProps) {
  const intl = useIntl();
  const point = focus ?? { x: 0, y: 0 };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange(
      focusAt(
        event.clientX - box.left,
        event.clientY - box.top,
        box.width,
        box.height,
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: round(point.x + move[0]), y: round(point.y + move[1]) });
  };
  return (
    <Frame
      type="button"
      onClick={onClick}
      onKeyDown={onKeyDown}
      aria-label={intl.formatMessage(
        {
          id: "compose.media.focalPoint",
          defaultMessage:
            "Focal point {x}, {y}: click the picture or use the arrow keys to move it",
        },
        { x: point.x, y: point.y },
      )}
    >
      <img src={src} alt="" draggable={false} />
      <Marker
        aria-hidden="true"
        style={{
          insetInlineStart: `${((point.x + 1) / 2) * 100}%`,
          insetBlockStart: `${((1 - point.y) / 2) * 100}%`,
        }}
      />
    </Frame>
  );
}

const Frame = styled.button`
  position: relative;
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: crosshair;

  img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 12rem;
  }
`;

const Marker = styled.span`
  position: absolute;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: -0.625rem;
  margin-inline-start: -0.625rem;
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  pointer-events: none;
`;
