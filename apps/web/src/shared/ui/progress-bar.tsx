import { useId } from 'react';
import './progress-bar.css';

interface ProgressBarProps {
  label: string;
  /** 0–100 */
  percent: number;
  /** the figures the bar stands for, e.g. "₱150 of ₱1,000" */
  detail: string;
}

/** An accessible progress bar: its name, its value and a spoken text that says the figures too. */
export function ProgressBar({ label, percent, detail }: ProgressBarProps) {
  const id = useId();
  const rounded = Math.round(percent * 10) / 10;
  return (
    <div className="progress-bar">
      <div className="progress-bar-head">
        <span id={`${id}-label`} className="progress-bar-label">
          {label}
        </span>
        <span className="progress-bar-percent">{`${rounded}%`}</span>
      </div>
      <div
        className="progress-bar-track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% (${detail})`}
      >
        <span className="progress-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="progress-bar-detail">{detail}</p>
    </div>
  );
}
