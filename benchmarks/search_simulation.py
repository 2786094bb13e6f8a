"""Trials the batch search needs, simulated: a quick check of a change to its strategy.

    python benchmarks/search_simulation.py [--searches 2000] [--jitter 0.03] [--resolution 0.05]

Runs ``kerasmem.batch_search._Search`` (the strategy ``find_max_batch_size``
follows) against a simulated device, not a real one: a step needs
``cap * (a + (1 - a) * batch / L)`` bytes (``a``, the part that does not grow
with the batch, drawn from 0.05-0.6; ``L``, the true largest batch, from the
sizes benchmarks/largest_batch.py found); whether a batch fits is decided
against ``L`` moved by up to ``--jitter`` either way at every trial (the
boundary is ragged on the simulated GPU), and a batch that fits reports a
peak up to ``--peak-noise`` of the capacity under the line (peaks move by
whole allocator chunks). The first trial is the estimate's prediction,
off by one of the errors largest_batch.py measured (predicted / true - 1:
-27% to +26%), and the estimator's slope is off by the same factor. With
``--chunk 0.06`` the estimate grows in steps, as the analytic one does by
whole allocator chunks: from one sample to the next it is mostly flat. With
``--fragmented`` a step fails when its bytes in use reach 85-98% of the cap
(measured at the true largest batches), not the cap itself.

What it is for: a strategy change scored in seconds, before the 45-minute
real benchmark (benchmarks/largest_batch.py), whose figures are the ones
that count. What it leaves out: peaks that are not linear in the batch, and
boundaries more ragged than the jitter; the real searches took more trials
than this model does (benchmarks/RESULTS.md).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))

from kerasmem.batch_search import FITS, OOM, Trial, _Search  # noqa: E402

#: predicted / true - 1 of the analytic estimate in benchmarks/largest_batch.py (third session, 15 searches).
PREDICTION_ERRORS = (-0.008, 0.059, -0.204, -0.167, -0.268, -0.07, 0.257, -0.11, -0.228, 0.092, -0.221,
                     -0.109, -0.165, -0.091, 0.039)
#: True largest batches found there (a spread of scales: rounding matters for small ones).
TRUE_LARGEST = (68, 127, 192, 408, 666, 2000, 11815)
CAP = 2**30


class _Estimate:
    def __init__(self, total: float, per_sample: float) -> None:
        self.total, self.per_sample = total, per_sample


#: Bytes in use at the true largest batch, as a share of the cap, on the simulated GPU with growing regions
#: (benchmarks/RESULTS.md, eleventh session): a step fails before its peak reaches the cap.
IN_USE_AT_BOUNDARY = (0.85, 0.92, 0.94, 0.98)


def one_search(rng: random.Random, resolution: float, jitter: float, peak_noise: float = 0.03,
               max_trials: int = 12, chunk: float = 0.0, fragmented: bool = False) -> tuple[int, float]:
    """(trials, answer / true largest - 1) of one simulated search."""
    largest = rng.choice(TRUE_LARGEST)
    in_use = rng.choice(IN_USE_AT_BOUNDARY) if fragmented else 1.0
    error = rng.choice(PREDICTION_ERRORS)
    fixed = rng.uniform(0.05, 0.6)
    predicted_largest = largest * (1 + error)

    def total(batch: int) -> float:
        grown = CAP * (1 - fixed) * batch / predicted_largest
        # The estimate counts the allocator's whole chunks: it grows in steps of ``chunk`` of the capacity.
        return CAP * fixed + (math.ceil(grown / (chunk * CAP)) * chunk * CAP if chunk else grown)

    def estimator(batch: int) -> _Estimate:
        return _Estimate(total(batch), total(batch + 1) - total(batch))

    search = _Search(CAP, estimator)
    candidate: int | None = max(1, int(predicted_largest))
    trials = 0
    while candidate is not None and trials < max_trials:
        trials += 1
        if candidate <= largest * (1 + rng.uniform(-jitter, jitter)):
            peak = CAP * (in_use * (fixed + (1 - fixed) * candidate / largest) - rng.uniform(0, peak_noise))
            search.record(Trial(candidate, FITS, int(peak), 0.0))
        else:
            search.record(Trial(candidate, OOM, None, 0.0))
        candidate = search.next(resolution)
    return trials, search.lo / largest - 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--searches", type=int, default=2000)
    parser.add_argument("--jitter", type=float, default=0.03, help="how far the boundary moves between trials")
    parser.add_argument("--peak-noise", type=float, default=0.03,
                        help="a measured peak is up to this share of the capacity under the line")
    parser.add_argument("--resolution", type=float, default=0.05)
    parser.add_argument("--chunk", type=float, default=0.0,
                        help="the estimate grows in steps of this share of the capacity (its allocator chunks)")
    parser.add_argument("--fragmented", action="store_true",
                        help="the step fails with 85-98%% of the cap in use (measured), not at the cap")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    results = [one_search(rng, args.resolution, args.jitter, args.peak_noise, chunk=args.chunk, fragmented=args.fragmented)
               for _ in range(args.searches)]
    trials = sorted(t for t, _ in results)
    answers = [a for _, a in results]
    chunks = f", the estimate in steps of {args.chunk:.0%} of the capacity" if args.chunk else ""
    chunks += ", failing with 85-98% of the cap in use" if args.fragmented else ""
    print(f"Simulated (not measured): {args.searches} searches, resolution {args.resolution:.0%}, "
          f"boundary jitter +-{args.jitter:.0%}, peaks up to {args.peak_noise:.0%} of the capacity under the line"
          f"{chunks}\n")
    print("| measure | value |\n|---|---|")
    print(f"| trials: median, mean, 90th percentile, max | {statistics.median(trials):g}, "
          f"{statistics.mean(trials):.2f}, {trials[int(0.9 * len(trials))]}, {trials[-1]} |")
    print(f"| searches of at most 4 trials | {sum(t <= 4 for t in trials) / len(trials):.0%} |")
    print(f"| answer / true largest - 1: median, worst | {statistics.median(answers):+.1%}, {min(answers):+.1%} |")


if __name__ == "__main__":
    main()
