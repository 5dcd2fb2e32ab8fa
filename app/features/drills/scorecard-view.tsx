import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { scorecardAnswer } from "~/domains/drills/answers";
import {
  DRILL_CHANNEL_LABELS,
  DRILL_CHANNELS,
  DRILL_LABELS,
  ROSTER_KIND_LABELS,
  SCORE_LABELS,
  SCORE_STATES,
} from "~/domains/drills/model";
import { paths } from "~/paths";
import { FilterForm, FilterSelect } from "~/ui/filter-form";
import { DrillStatusBadge, DrillWhen, ScoreBadge } from "./drill-parts";

type Scorecard = z.output<typeof scorecardAnswer>;

/** The filter: a GET form, so it works without JavaScript. */
function Filter({ card }: { card: Scorecard }) {
  return (
    <FilterForm label="Filter the scorecard" submit={{ text: "Filter" }}>
      <FilterSelect
        name="state"
        label="Result"
        value={card.state ?? ""}
        all="Every result"
        options={SCORE_STATES.map((s) => ({ value: s, label: SCORE_LABELS[s] }))}
        className="input w-56"
      />
      <FilterSelect
        name="channel"
        label="Channel"
        value={card.channel ?? ""}
        all="Every channel"
        options={DRILL_CHANNELS.map((c) => ({ value: c, label: DRILL_CHANNEL_LABELS[c] }))}
        className="input w-40"
      />
    </FilterForm>
  );
}

/** The figures per result; each opens the scorecard filtered to it. */
function Figures({ card }: { card: Scorecard }) {
  return (
    <ul className="mb-4 flex flex-wrap gap-2" aria-label="Results">
      {SCORE_STATES.filter((s) => s !== "pending" || card.figures.pending > 0).map((s) => (
        <li key={s}>
          <Link
            to={paths.drill(card.drill.id, { state: s })}
            className="flex items-center gap-2 rounded-md border border-gray-200 px-3 py-1 text-sm no-underline"
            data-figure={s}
          >
            <ScoreBadge state={s} />
            <span className="font-semibold">{card.figures[s]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A drill's scorecard (issue 36 item 5): each person and their result on each channel. */
export function ScorecardView({ card }: { card: Scorecard }) {
  const { drill } = card;
  return (
    <div>
      <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <span>{ROSTER_KIND_LABELS[drill.rosterKind]}</span>·<DrillWhen drill={drill} />
        <DrillStatusBadge status={drill.status} />
        {drill.startedAt && !drill.refusal ? (
          <span className="font-medium" data-testid="drill-result">
            {DRILL_LABELS.answeredOf(drill.answered, drill.total)}
          </span>
        ) : null}
      </p>
      {drill.refusal ? (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {drill.refusal}
        </p>
      ) : null}
      {drill.status === "scheduled" ? (
        <p className="card mb-4">This drill has not started yet: it goes out at the time shown.</p>
      ) : (
        <>
          <Figures card={card} />
          <Filter card={card} />
          {card.people.length === 0 ? (
            <p className="card text-gray-600">Nobody matches this filter.</p>
          ) : (
            <ul className="space-y-2" aria-label={DRILL_LABELS.scorecard}>
              {card.people.map((p) => (
                <li key={p.entryId} className="card py-3" data-person={p.name}>
                  <p className="mb-1 font-medium">{p.name}</p>
                  <ul className="space-y-1 text-sm">
                    {p.channels.map((c) => (
                      <li
                        key={c.channel}
                        className="flex flex-wrap items-center gap-2"
                        data-channel={c.channel}
                      >
                        <span className="w-12 text-gray-600">{DRILL_CHANNEL_LABELS[c.channel]}</span>
                        <ScoreBadge state={c.state} />
                        {c.address ? <span className="break-all text-gray-600">{c.address}</span> : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
