/** A tree view (profile, lineage) whose data could not be loaded, with a way to try again. */
import './TreePage.css';

export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className="tree-page tree-page--message" role="alert">
      <p>
        The {what} could not be loaded: {message}
      </p>
      <button type="button" className="tree-button tree-button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
