import { useTranslation } from 'react-i18next';
import type { PendingMessage } from './message-bubble.tsx';

/** The operators' common questions, each sent with a tap. */
export function QuickQuestions({
  questions,
  pending,
  onAsk,
}: {
  questions: string[];
  pending: PendingMessage[];
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="hc-chat-quick" aria-label={t('support.quickTitle')}>
      {questions.map((question) => (
        <button
          key={question}
          type="button"
          className="hc-chat-chip"
          // A second tap while the question is on its way would ask it twice.
          disabled={pending.some((item) => item.text === question && item.state === 'sending')}
          onClick={() => onAsk(question)}
        >
          {question}
        </button>
      ))}
    </section>
  );
}
