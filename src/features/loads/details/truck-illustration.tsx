import type { ReactNode } from 'react';

type TruckIllustrationProps = {
  /** A body option of docs/product.md §3: flat bed, closed box, open box, open side grill, curtain side, reefer. */
  option: string;
  label: string;
};

const BODY_X = 8;
const BODY_WIDTH = 138;
const DECK_Y = 62;

const deck = (
  <rect className="truck-art__deck" x={BODY_X} y={DECK_Y} width={BODY_WIDTH} height={8} />
);

const bars = (from: number, to: number, every: number, y1: number, y2: number) =>
  Array.from({ length: Math.floor((to - from) / every) + 1 }, (_, index) => {
    const x = from + index * every;
    return <line key={x} x1={x} y1={y1} x2={x} y2={y2} />;
  });

/** The load space of each body option; the cab and wheels are shared. */
const bodies: Record<string, ReactNode> = {
  'flat bed': (
    <>
      {deck}
      <rect className="truck-art__deck" x={140} y={42} width={6} height={20} />
    </>
  ),
  'closed box': (
    <>
      <rect className="truck-art__box" x={BODY_X} y={22} width={BODY_WIDTH} height={48} rx={2} />
      <g className="truck-art__lines">{bars(54, 100, 46, 22, 70)}</g>
    </>
  ),
  'open box': (
    <>
      {deck}
      <rect className="truck-art__walls" x={BODY_X} y={44} width={BODY_WIDTH} height={20} />
      <g className="truck-art__lines">{bars(31, 123, 23, 44, 64)}</g>
    </>
  ),
  'open side grill': (
    <>
      {deck}
      <rect className="truck-art__deck" x={BODY_X} y={26} width={BODY_WIDTH} height={4} />
      <g className="truck-art__grill">{bars(10, 144, 11, 30, 62)}</g>
    </>
  ),
  'curtain side': (
    <>
      <rect
        className="truck-art__curtain"
        x={BODY_X}
        y={22}
        width={BODY_WIDTH}
        height={48}
        rx={2}
      />
      <g className="truck-art__folds">
        {Array.from({ length: 8 }, (_, index) => {
          const x = 22 + index * 16;
          return <path key={x} d={`M${x} 24 q4 11 0 22 q-4 11 0 22`} />;
        })}
      </g>
      <rect className="truck-art__deck" x={BODY_X} y={20} width={BODY_WIDTH} height={4} />
    </>
  ),
  reefer: (
    <>
      <rect className="truck-art__box" x={BODY_X} y={22} width={BODY_WIDTH} height={48} rx={2} />
      <rect className="truck-art__unit" x={132} y={12} width={14} height={18} rx={2} />
      <g className="truck-art__snow" transform="translate(70 46)">
        <line x1={-10} y1={0} x2={10} y2={0} />
        <line x1={-5} y1={-8.7} x2={5} y2={8.7} />
        <line x1={-5} y1={8.7} x2={5} y2={-8.7} />
      </g>
    </>
  ),
};

/** A drawn truck of the required body type, so shippers recognise it without reading. */
export function TruckIllustration({ option, label }: TruckIllustrationProps) {
  return (
    <svg className="truck-art" viewBox="0 0 200 100" role="img" aria-label={label}>
      <title>{label}</title>
      {bodies[option] ?? bodies['closed box']}
      <rect className="truck-art__chassis" x={6} y={70} width={186} height={6} rx={2} />
      <path className="truck-art__cab" d="M150 76V40q0-6 6-6h20q5 0 8 6l8 16v20z" />
      <path className="truck-art__window" d="M158 40h17l7 15h-24z" />
      {[38, 62, 170].map((cx) => (
        <g key={cx}>
          <circle className="truck-art__tyre" cx={cx} cy={80} r={10} />
          <circle className="truck-art__hub" cx={cx} cy={80} r={4} />
        </g>
      ))}
    </svg>
  );
}
