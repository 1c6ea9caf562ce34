import styled from "styled-components";

export interface SparklineProps {
  /** Values oldest first (a tag's history comes newest first: reverse it). */
  values: readonly number[];
  width?: number;
  height?: number;
}

/** Room left above and below the line so its stroke is not cut. */
const PAD = 2;

/**
 * The line's points, oldest at the start: values scaled into the box, the
 * highest at the top; all-zero values lie on the bottom edge. Exported for
 * tests.
 */
export function sparklinePoints(
  values: readonly number[],
  width: number,
  height: number,
): string {
  if (values.length === 0) return "";
  const max = Math.max(...values, 0);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const span = height - PAD * 2;
  return values
    .map((value, index) => {
      const x = values.length > 1 ? index * step : width / 2;
      const y =
        height - PAD - (max > 0 ? (Math.max(value, 0) / max) * span : 0);
      return `${round(x)},${round(y)}`;
    })
    .join(" ");
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A small line of a week's use (trending tags and links). Decorative: the
 * numbers it draws are said in words beside it, so it is hidden from
 * assistive technology.
 */
export function Sparkline({ values, width = 60, height = 24 }: SparklineProps) {
  const points = sparklinePoints(values, width, height);
  return (
    <Svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {values.length > 1 && (
        <polygon points={`0,${height} ${points} ${width},${height}`} />
      )}
      <polyline points={points} />
    </Svg>
  );
}

const Svg = styled.svg`
  flex: none;
  overflow: visible;

  polyline {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 1.5;
    stroke-linejoin: round;
    stroke-linecap: round;
  }

  polygon {
    fill: ${({ theme }) => theme.colors.primary};
    opacity: 0.15;
  }
`;
