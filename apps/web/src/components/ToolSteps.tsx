/** A tool's steps as the page lists them: the same steps its HowTo data names. */
export function ToolSteps({ steps }: { steps: readonly { name: string; text: string }[] }) {
  return (
    <ol className="tool-steps">
      {steps.map((step) => (
        <li key={step.name}>
          <strong>{step.name}.</strong> {step.text}
        </li>
      ))}
    </ol>
  );
}
