import { navigateTo } from '@/shared/navigation/navigation.ts';
import type { PagePath } from '@/shared/navigation/paths.ts';

/** "No account? Register": under the login and register forms, the question and the way to the other one. */
export function AuthSwitch({ question, action, to }: { question: string; action: string; to: PagePath }) {
  return (
    <span>
      {question}{' '}
      <button type="button" className="hc-link" onClick={() => navigateTo(to)}>
        {action}
      </button>
    </span>
  );
}
