import { useIntl } from "react-intl";
import styled from "styled-components";
import type {
  AdminCohort,
  AdminDimension,
  AdminMeasure,
} from "../../api/schemas/adminMetrics";
import { dashboardMessages, metricNames } from "./dashboardMessages";
import { sectionMessages } from "./sectionMessages";

const m = { ...dashboardMessages, labelled: sectionMessages.labelled };

/** Small charts of Mastodon's metrics, drawn as plain SVG in the text colour. */

const nameOf = (key: string) =>
  key in metricNames ? metricNames[key as keyof typeof metricNames] : null;

/** A measure over the last 30 days: its total, and its days as a line. */
export function MeasureChart({ measure }: { measure: AdminMeasure }) {
  const intl = useIntl();
  const name = nameOf(measure.key);
  if (!name) return null;
  const values = measure.data.map((point) => point.value);
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? 100 / (values.length - 1) : 100;
  const points = values
    .map(
      (value, i) =>
        `${(i * step).toFixed(2)},${(30 - (value / top) * 28 - 1).toFixed(2)}`,
    )
    .join(" ");
  const label = intl.formatMessage(name);
  const total = intl.formatNumber(measure.total);
  return (
    <Card>
      <CardName>{label}</CardName>
      <Figure>{total}</Figure>
      <svg
        viewBox="0 0 100 30"
        preserveAspectRatio="none"
        role="img"
        aria-label={intl.formatMessage(m.chart, { name: label, total })}
      >
        <polygon
          points={`0,30 ${points} 100,30`}
          fill="currentColor"
          opacity="0.15"
        />
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </Card>
  );
}

/** A breakdown: its first items with their share as a bar. */
export function DimensionChart({ dimension }: { dimension: AdminDimension }) {
  const intl = useIntl();
  const name = nameOf(dimension.key);
  if (!name || dimension.data.length === 0) return null;
  const numbers = dimension.data.map((item) => Number(item.value) || 0);
  const top = Math.max(1, ...numbers);
  return (
    <Card>
      <CardName>{intl.formatMessage(name)}</CardName>
      <Bars>
        {dimension.data.map((item, i) => (
          <li key={item.key}>
            <span>{item.human_key}</span>
            <span>
              {item.human_value ?? intl.formatNumber(numbers[i] ?? 0)}
            </span>
            <svg
              viewBox="0 0 100 4"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <rect
                width={((numbers[i] ?? 0) / top) * 100}
                height="4"
                fill="currentColor"
                rx="1"
              />
            </svg>
          </li>
        ))}
      </Bars>
    </Card>
  );
}

/** Sign-up cohorts by month, each later month shaded by the share still active. */
export function RetentionChart({
  cohorts,
}: {
  cohorts: readonly AdminCohort[];
}) {
  const intl = useIntl();
  if (cohorts.length === 0) return null;
  const size = 10;
  const columns = Math.max(...cohorts.map((c) => c.data.length));
  const month = (iso: string) =>
    intl.formatDate(iso, { month: "short", year: "numeric", timeZone: "UTC" });
  return (
    <Card $wide>
      <CardName>{intl.formatMessage(m.retention)}</CardName>
      <Heatmap
        viewBox={`0 0 ${columns * size + 40} ${cohorts.length * size}`}
        role="img"
        aria-label={intl.formatMessage(m.retention)}
      >
        {cohorts.map((cohort, row) => (
          <g key={cohort.period}>
            <text x="0" y={row * size + 7} fontSize="5" fill="currentColor">
              {month(cohort.period)}
            </text>
            {cohort.data.map((point, column) => (
              <rect
                key={point.date}
                x={40 + column * size}
                y={row * size}
                width={size - 1}
                height={size - 1}
                fill="currentColor"
                opacity={0.1 + point.rate * 0.9}
              >
                <title>
                  {intl.formatMessage(m.labelled, {
                    label: month(point.date),
                    value: intl.formatNumber(point.rate, { style: "percent" }),
                  })}
                </title>
              </rect>
            ))}
          </g>
        ))}
      </Heatmap>
    </Card>
  );
}

export const Card = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: ${({ $wide }) => ($wide ? "1 1 100%" : "1 1 12rem")};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.link};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  > svg {
    inline-size: 100%;
    block-size: 3rem;
  }
`;

const Heatmap = styled.svg`
  && {
    inline-size: min(100%, 24rem);
    block-size: auto;
  }
`;

export const CardName = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Figure = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Bars = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};

  > li {
    display: grid;
    grid-template-columns: 1fr auto;
    column-gap: ${({ theme }) => theme.space.sm};
  }

  > li > svg {
    grid-column: 1 / -1;
    inline-size: 100%;
    block-size: 0.375rem;
    color: ${({ theme }) => theme.colors.link};
  }
`;
