/**
 * What a protection card's last save came to: why it failed, as an alert, and, for the cards that
 * report one, what the server decided, in a status line that stays in place (empty until then).
 */
export function SaveResult({ failure, decision }: { failure: string; decision?: string }) {
  return (
    <>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {decision !== undefined && (
        <p className="protection-decision" role="status">
          {decision}
        </p>
      )}
    </>
  );
}
