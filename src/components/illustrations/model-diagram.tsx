import { defaultLocale, urlSegmentOf, type AppLocale } from '@/i18n/locales';
import { estimateTextWidth, fitFontSize, wrapLabel } from './svg-text';

/** The drawing's size in its own units; the page's `<img>` carries it, so its box has the right shape before it loads. */
export const MODEL_DIAGRAM_SIZE = { width: 420, height: 424 };
const HUB = { x: 210, y: 218, r: 82 };
const RING = 140;
const CIRCLE_R = 74;
const ROLE_ROW_Y = 400;

/** To a tenth of a unit: finer is invisible, and every digit of `88.75644347017858` is a byte to download. */
const round = (value: number) => Math.round(value * 10) / 10;

function onRing(angleDeg: number) {
  const a = (angleDeg * Math.PI) / 180;
  return { x: round(HUB.x + RING * Math.cos(a)), y: round(HUB.y + RING * Math.sin(a)) };
}

type CircleProps = { angle: number; label: string; fill: string; stroke: string };

function InteractionCircle({ angle, label, fill, stroke }: CircleProps) {
  const { x, y } = onRing(angle);
  const lines = wrapLabel(label, 124, 17);
  const fontSize = Math.min(...lines.map((line) => fitFontSize(line, 124, 17)));
  // Lines 20 apart, centred on the circle.
  const top = y + 6 - (lines.length - 1) * 10;
  return (
    <g>
      <circle cx={x} cy={y} r={CIRCLE_R} fill={fill} stroke={stroke} strokeWidth="3" />
      <text x={x} y={top} fontSize={fontSize} fill="#064e3b">
        {lines.map((line, i) => (
          <tspan key={line} x={x} dy={i === 0 ? 0 : 20}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The three roles, in a row under the circles: the spec shows them on the diagram without tying one to a circle. */
function RoleRow({ roles }: { roles: ReadonlyArray<string> }) {
  return (
    <g>
      {roles.map((role, i) => {
        const x = 70 + i * 140;
        const width = round(estimateTextWidth(role, 14) + 24);
        return (
          <g key={role}>
            <rect x={x - width / 2} y={ROLE_ROW_Y - 13} width={width} height="26" rx="13" fill="#065f46" />
            <text x={x} y={ROLE_ROW_Y + 5} fontSize="14" fill="#ffffff">
              {role}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function FlowChip({ angle, label }: { angle: number; label: string }) {
  const { x, y } = onRing(angle);
  const width = round(estimateTextWidth(label, 15) + 26);
  return (
    <g>
      <rect x={x - width / 2} y={y - 14} width={width} height="28" rx="14" fill="#ffffff" stroke="#d97706" strokeWidth="2" />
      <text x={x} y={y + 5} fontSize="15" fill="#78350f">
        {label}
      </text>
    </g>
  );
}

/** The keys of the diagram's labels in the `HomePage.model` messages (its title apart). */
const LABEL_KEYS = [
  'value',
  'service',
  'emotional',
  'goods',
  'serviceFlow',
  'info',
  'centreExperience',
  'centreOptimization',
  'retailer',
  'agent',
  'supplier',
] as const;
type LabelKey = (typeof LABEL_KEYS)[number];

type ModelDiagramLabels = Record<LabelKey, string> & { title: string };

/** The diagram's labels, from a translator of the `HomePage.model` messages. */
export function modelDiagramLabels(t: (key: LabelKey | 'diagramTitle') => string): ModelDiagramLabels {
  // Object.fromEntries types its keys as strings; LABEL_KEYS names each label once.
  const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])) as Record<LabelKey, string>;
  return { title: t('diagramTitle'), ...labels };
}

/**
 * Where a language's diagram is: a file written at build (src/pages/model/[lang].svg.ts), not inline SVG. Its
 * labels are about 0.4 KB of brotli that the home page's HTML would otherwise carry, and /zh_cn's HTML must reach a
 * phone in TCP's first round trip (docs/performance.md). The section beside it says the same in words.
 */
export function modelDiagramPath(locale: AppLocale): string {
  return `/model/${urlSegmentOf(locale)}.svg`;
}

/**
 * The fonts of globals.css (`--font-sans`, `--font-zh`): an SVG shown as an image takes nothing from the page's CSS.
 * The Chinese labels name a Chinese font first, as the pages do.
 */
const FONT_FAMILY = {
  latin: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  chinese: "'Noto Sans CJK SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', sans-serif",
};

/**
 * The platform model: three interaction circles around the "Service Experience / Service Optimization" hub,
 * with Goods, Service and Info flowing between them, and the roles retailer, agent and supplier beneath.
 * Drawn from translated labels, one file per language; the page's `<img>` gives the text alternative.
 */
export function ModelDiagram({ labels, locale }: { labels: ModelDiagramLabels; locale: AppLocale }) {
  const experience = wrapLabel(labels.centreExperience, 124, 17);
  const optimization = wrapLabel(labels.centreOptimization, 124, 17);
  const hubSize = Math.min(...[...experience, ...optimization].map((line) => fitFontSize(line, 118, 17)));
  // Stack: experience lines, the "/" row, optimization lines, centred on the hub.
  const lineHeight = 19;
  const height = (experience.length + optimization.length) * lineHeight + 16;
  const firstBaseline = HUB.y - height / 2 + 14;
  const slashBaseline = firstBaseline + experience.length * lineHeight + 2;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${MODEL_DIAGRAM_SIZE.width} ${MODEL_DIAGRAM_SIZE.height}`}
      width={MODEL_DIAGRAM_SIZE.width}
      height={MODEL_DIAGRAM_SIZE.height}
      // Every label is centred and bold, in the page's fonts: said once here, inherited by each <text>.
      textAnchor="middle"
      fontWeight="700"
      fontFamily={locale === defaultLocale ? FONT_FAMILY.latin : FONT_FAMILY.chinese}
    >
      <title>{labels.title}</title>
      <circle cx={HUB.x} cy={HUB.y} r={RING} fill="none" stroke="#10b981" strokeWidth="2" strokeDasharray="6 8" />
      <InteractionCircle angle={-90} label={labels.value} fill="#d1fae5" stroke="#059669" />
      <InteractionCircle angle={30} label={labels.service} fill="#fef3c7" stroke="#d97706" />
      <InteractionCircle angle={150} label={labels.emotional} fill="#e0f2fe" stroke="#0284c7" />
      <FlowChip angle={-150} label={labels.goods} />
      <FlowChip angle={-30} label={labels.info} />
      <FlowChip angle={90} label={labels.serviceFlow} />
      <circle cx={HUB.x} cy={HUB.y} r={HUB.r} fill="#065f46" />
      <circle cx={HUB.x} cy={HUB.y} r={HUB.r - 8} fill="none" stroke="#fbbf24" strokeWidth="1.5" />
      <text fontSize={hubSize} fill="#ffffff">
        {experience.map((line, i) => (
          <tspan key={line} x={HUB.x} y={firstBaseline + i * lineHeight}>
            {line}
          </tspan>
        ))}
        <tspan x={HUB.x} y={slashBaseline} fill="#fbbf24">
          /
        </tspan>
        {optimization.map((line, i) => (
          <tspan key={line} x={HUB.x} y={slashBaseline + 16 + i * lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
      <RoleRow roles={[labels.retailer, labels.agent, labels.supplier]} />
    </svg>
  );
}
