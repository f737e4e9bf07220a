import { HandCoins, ShoppingCart, Truck, Warehouse } from '@/components/ui/icons';

type ProcessStep = { title: string; text: string };

type ProcessStepsProps = {
  title: string;
  steps: readonly [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
};

const ICONS = [ShoppingCart, Warehouse, Truck, HandCoins] as const;

/** Order → warehouse → delivery → settlement, as a numbered list drawn as a connected path. */
export function ProcessSteps({ title, steps }: ProcessStepsProps) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-4 md:gap-4">
        {steps.map((step, i) => {
          const Icon = ICONS[i] ?? ShoppingCart;
          return (
            <li key={step.title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
              {i < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-12 left-6 h-[calc(100%-1.5rem)] w-0.5 bg-brand-200 md:top-6 md:left-[calc(50%+1.75rem)] md:h-0.5 md:w-[calc(100%-3.5rem+1rem)]"
                />
              )}
              <span className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white ring-4 ring-brand-100">
                <Icon className="size-6" />
              </span>
              <div>
                <p className="font-semibold text-ink">{step.title}</p>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
