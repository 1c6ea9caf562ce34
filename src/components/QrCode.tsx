import { useEffect, useState } from "react";
import styled from "styled-components";

export interface QrCodeProps {
  /** What the code holds (an `otpauth://` link, say). */
  value: string;
  /** The image's accessible name. */
  label: string;
}

/** The light margin QR readers need round the code, in modules. */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path, a unit square each. */
function modulesPath(qr: {
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
}): string {
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.isDark(row, col))
        parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return parts.join("");
}

/**
 * A QR code of `value`, drawn as SVG from the encoder's modules (no markup
 * is injected). The encoder (qrcode-generator) is a chunk of its own,
 * loaded when a code is first shown. Dark on light in both themes, as
 * readers expect; the box keeps its size while the encoder loads.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{
    value: string;
    size: number;
    path: string;
  } | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ "qrcode-generator").then(
      ({ default: qrcode }) => {
        const qr = qrcode(0, "M");
        qr.addData(value);
        qr.make();
        const size = qr.getModuleCount() + 2 * QUIET_ZONE;
        if (live) setDrawn({ value, size, path: modulesPath(qr) });
      },
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (drawn?.value !== value) return <Box aria-hidden="true" />;
  return (
    <Box
      as="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </Box>
  );
}

const Box = styled.div`
  display: block;
  inline-size: 12rem;
  block-size: 12rem;
  max-inline-size: 100%;
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
