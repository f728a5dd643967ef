import { t, type MessageKey } from '@/shared/i18n';

interface LtrInSentenceProps {
  message: MessageKey;
  params: Record<string, string>;
  /** The placeholder the piece stands for, and the piece (a Sheba, a phone), already formatted. */
  name: string;
  value: string;
}

/**
 * A catalogue sentence with one left-to-right piece (a Sheba, a phone number) put in where `{name}`
 * stood, in one unbroken isolate: the bidi algorithm would otherwise reorder its digits and spaces
 * inside the Persian sentence.
 */
export function LtrInSentence({ message, params, name, value }: LtrInSentenceProps) {
  const [before, after] = t(message, { ...params, [name]: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi dir="ltr" className="font-semibold whitespace-nowrap">
        {value}
      </bdi>
      {after}
    </>
  );
}
