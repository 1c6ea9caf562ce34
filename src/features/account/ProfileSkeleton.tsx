import styled from "styled-components";
import { Skeleton } from "../../components/Skeleton";

/** The header card's shape while the account loads: banner, then a name row. */
export function ProfileSkeleton() {
  return (
    <Card>
      <Banner aria-hidden="true" />
      <Skeleton variant="account" rows={1} />
    </Card>
  );
}

const Card = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Banner = styled.div`
  aspect-ratio: 3 / 1;
  background: ${({ theme }) => theme.colors.skeleton};
`;
