import { WHEEL_EASING } from '../lib/wheel';

const RADIUS = 100;
const LABEL_RADIUS = 64;

function point(angle: number, radius: number): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(3)} ${(radius * Math.sin(radians)).toFixed(3)}`;
}

export interface PrizeWheelProps {
  /** the prizes' texts, clockwise from the top */
  labels: string[];
  /** the wheel's angle in degrees */
  angle: number;
  /** how long the turn to `angle` takes; 0 jumps there */
  durationMs: number;
}

/**
 * The wheel drawn as SVG segments under a fixed pointer. It is decoration: the drawn prize is
 * announced in words beside it, so assistive technology skips the drawing.
 */
export function PrizeWheel({ labels, angle, durationMs }: PrizeWheelProps) {
  const segment = 360 / Math.max(1, labels.length);
  return (
    <div className="prize-wheel" aria-hidden="true">
      <span className="prize-wheel-pointer" />
      <svg
        aria-hidden="true"
        className="prize-wheel-disc"
        viewBox="-100 -100 200 200"
        style={{
          transform: `rotate(${angle}deg)`,
          transition: durationMs > 0 ? `transform ${durationMs}ms ${WHEEL_EASING}` : 'none',
        }}
      >
        {labels.map((label, index) => {
          const start = index * segment;
          const middle = start + segment / 2;
          // Labels run along the radius and are turned so that none reads upside down.
          const upright = middle <= 180 ? -90 : 90;
          const largeArc = segment > 180 ? 1 : 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position on the wheel; two prizes may read the same
            <g key={index} className={index % 2 === 0 ? 'prize-wheel-segment' : 'prize-wheel-segment is-alternate'}>
              <path
                d={`M 0 0 L ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${point(start + segment, RADIUS)} Z`}
              />
              <text
                transform={`rotate(${middle}) translate(0 ${-LABEL_RADIUS}) rotate(${upright})`}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle className="prize-wheel-hub" r="14" />
      </svg>
    </div>
  );
}
