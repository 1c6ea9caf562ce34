import type { ReactNode } from "react";
import styled from "styled-components";

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for assistive technology only; stays in the accessibility tree. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return <Hidden id={id}>{children}</Hidden>;
}

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
