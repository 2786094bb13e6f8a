"""Regroup the scored blind set: its zoo entries, truth rows and evaluate_estimator's docstring.

After a blind set is scored once (``evaluate_estimator.py --score-blind``), its rows leave the group
"held out (blind)" for a group of their own, named by the set's ordinal. This does the mechanical part:

- zoo.py: the group joins ``GROUPS`` (before "held out (blind)"), a constant is defined for it, the
  set's entries take it instead of ``BLIND``, and the comment above the set's builders says it was
  scored (it must end ": the next blind set," and go on "# measured with ``--truth-only``... ---");
- truth/estimator_truth.json: the blind rows' group;
- evaluate_estimator.py: a bullet for the group, before the blind group's.

README.md, RESULTS.md, the accuracy note (kerasmem/estimate/analytic.py) and the goldens are edited by
hand. Every replacement is checked first; nothing is written unless all of them apply.

Example:
    python benchmarks/regroup_blind.py --ordinal hundred-first --added fifty-ninth --scored sixtieth \\
        --score benchmarks/studies/2026-11-30-blind101/score_blind101_once.txt
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
BLIND = "held out (blind)"


def _fail(message: str) -> None:
    print(f"regroup_blind: {message}", file=sys.stderr)
    raise SystemExit(2)


def _blind_entries(zoo: str) -> list[tuple[str, str]]:
    """(name, builder) of the zoo entries in the blind group, in order."""
    return re.findall(r'ZooEntry\("([^"]+)", (_\w+),.*?, BLIND\)', zoo)


def _sixteen_bit(zoo: str, builder: str) -> bool:
    return bool(re.search(r'@_built_under\("mixed_(b?float16)"\)\ndef %s\(' % re.escape(builder), zoo))


def _regrouped_zoo(zoo: str, group: str, constant: str, ordinal: str, added: str, scored: str, first: str) -> str:
    """zoo.py's text regrouped; ``first``: the set's first builder, below the comment to change."""
    groups_end = re.compile(r'"([^"]+)", "%s"\)' % re.escape(BLIND))
    if len(groups_end.findall(zoo)) != 1:
        _fail(f"zoo.py: GROUPS should end with '\"{BLIND}\")' once")
    zoo = groups_end.sub(lambda m: f'"{m.group(1)}",\n          "{group}", "{BLIND}")', zoo)
    # The comment above the set's builders: "...: the next blind set,\n# measured with ``--truth-only``...---".
    comment = re.compile(r"(# --- Added [^\n]*?): the next blind set,\n# measured with ``--truth-only``([^\n]*?)\. ---")
    builder = zoo.find(f"def {first}(")
    found = [m for m in comment.finditer(zoo) if m.end() <= builder]
    if not found:
        _fail(f"zoo.py: no comment naming 'the next blind set' above {first}")
    m = found[-1]  # the nearest: older sets' comments may read the same
    same = "in the same session" if added == scored else f"in the {scored} session"
    zoo = (zoo[:m.start()] + f"{m.group(1)}: the {ordinal} set,\n# measured with ``--truth-only``{m.group(2)}; "
           f"scored once {same}, before its next change. ---" + zoo[m.end():])
    blind_constant = f'BLIND = "{BLIND}"\n'
    if zoo.count(blind_constant) != 1:
        _fail("zoo.py: BLIND should be defined once")
    zoo = zoo.replace(blind_constant, f'{constant} = "{group}"\n{blind_constant}')
    return re.sub(r'(ZooEntry\("[^"]+", _\w+,.*?), BLIND\)', rf"\1, {constant})", zoo)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ordinal", required=True, help="the set's ordinal, as the group names it: hundred-first")
    parser.add_argument("--added", required=True, help="the session that measured it: fifty-ninth")
    parser.add_argument("--scored", required=True, help="the session that scored it: sixtieth")
    parser.add_argument("--score", required=True, help="the score file, relative to the repository root")
    parser.add_argument("--after", default="", help="the set scored before it was added: hundredth")
    parser.add_argument("--note", default="", help="words after ``--truth-only`` in the docstring's bullet")
    parser.add_argument("--root", type=Path, default=HERE, help=argparse.SUPPRESS)  # the benchmarks folder (tests)
    args = parser.parse_args(argv)
    group = f"held out ({args.ordinal})"
    constant = args.ordinal.upper().replace("-", "_")
    root = args.root
    zoo_path, truth_path, evaluate_path = (root / "zoo.py", root / "truth" / "estimator_truth.json",
                                           root / "evaluate_estimator.py")
    zoo = zoo_path.read_text()
    if f'"{group}"' in zoo:
        _fail(f"zoo.py already has the group {group!r}")
    entries = _blind_entries(zoo)
    if not entries:
        _fail("zoo.py has no entry in the blind group")
    zoo = _regrouped_zoo(zoo, group, constant, args.ordinal, args.added, args.scored, entries[0][1])
    truth = json.loads(truth_path.read_text())
    names = {name for name, _ in entries}
    moved = [r for r in truth["rows"] if r.get("group") == BLIND]
    if not moved or {r["model"] for r in moved} != names:
        _fail("the truth's blind rows are not the zoo's blind entries: measure them first (--truth-only)")
    for row in moved:
        row["group"] = group
    evaluate = evaluate_path.read_text()
    marker = f"- {BLIND}: the next set"
    if evaluate.count(marker) != 1:
        _fail(f"evaluate_estimator.py: expected the bullet {marker!r} once")
    full = [n for n, b in entries if not _sixteen_bit(zoo, b)]
    half = [n for n, b in entries if _sixteen_bit(zoo, b)]
    kinds = "; ".join(part for part in (f"{', '.join(full)}: float32" if full else "",
                                        f"{', '.join(half)}: under a 16-bit policy" if half else "") if part)
    after = f" after the {args.after} set was scored" if args.after else ""
    when = "later in that session" if args.added == args.scored else f"in the {args.scored} session"
    note = f" {args.note}" if args.note else ""
    bullet = (f"- {group}: added in the {args.added} session{after} ({kinds}), measured with ``--truth-only``{note} "
              f"and scored once {when} after its next change was chosen, before it was made ({args.score});")
    wrapped = textwrap.fill(bullet, 105, subsequent_indent="  ", break_on_hyphens=False, break_long_words=False)
    evaluate = evaluate.replace(marker, wrapped + "\n" + marker)
    zoo_path.write_text(zoo)
    truth_path.write_text(json.dumps(truth, indent=1) + "\n")
    evaluate_path.write_text(evaluate)
    print(f"regrouped {len(moved)} rows of {len(entries)} models as {group!r} ({constant})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
