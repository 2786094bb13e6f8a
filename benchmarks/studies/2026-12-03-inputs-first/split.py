"""Two evaluations' rows split by how the truth fed the batch: NumPy arrays (sets up to 98) or tensors made on
the device (sets 99 on, as measure_peak does now). Usage: split.py BEFORE AFTER"""
import sys

ORD = ["ninety-ninth", "hundredth"] + [f"hundred-{w}" for w in (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third "
    "twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth").split()]
DEVICE = {f"held out ({o})" for o in ORD} | {"held out (blind)"}


def table(path):
    """An evaluation's per-row table: (model, batch) -> its cells (model, group, batch, optimizer, measured,
    estimate, err, ...), as evaluate_estimator.py prints them."""
    out = {}
    for line in open(path):
        cells = [c.strip() for c in line.split("|")][1:]
        if len(cells) > 8 and cells[6].endswith("%") and cells[2].isdigit():
            out[(cells[0], int(cells[2]))] = cells
    return out


def rows(path):
    """(model, batch) -> (group, err in %)."""
    return {k: (c[1], float(c[6].rstrip("%"))) for k, c in table(path).items()}


if __name__ == "__main__":
    before, after = rows(sys.argv[1]), rows(sys.argv[2])
    for label, keep in (("device inputs (sets 99 on)", True), ("NumPy inputs (earlier)", False)):
        keys = [k for k in after if k in before and (before[k][0] in DEVICE) == keep]
        for name, table in (("before", before), ("after", after)):
            errs = sorted(abs(table[k][1]) for k in keys)
            med = errs[len(errs) // 2] if errs else 0
            print(f"{label:28} {name:6} rows {len(keys):4} median {med:.1f}% over20 {sum(table[k][1] > 20 for k in keys):3} "
                  f"under10 {sum(table[k][1] < -10 for k in keys):3}")
        newly = [(k, before[k][1], after[k][1]) for k in keys if after[k][1] < -10 <= before[k][1]]
        print("   newly under 10%:", ", ".join(f"{m} b{b} {x:+.1f}->{y:+.1f}" for (m, b), x, y in newly))
        back = [(k, before[k][1], after[k][1]) for k in keys if before[k][1] > 20 >= after[k][1]]
        print("   back within 20%:", ", ".join(f"{m} b{b} {x:+.1f}->{y:+.1f}" for (m, b), x, y in back))
        worse = [(k, before[k][1], after[k][1]) for k in keys if after[k][1] > 20 >= before[k][1]]
        print("   newly over 20%:", ", ".join(f"{m} b{b} {x:+.1f}->{y:+.1f}" for (m, b), x, y in worse))

    if len(sys.argv) > 3:  # the NumPy-era rows moved by at least this many points
        least = float(sys.argv[3])
        moved = sorted(((abs(after[k][1] - before[k][1]), k) for k in after
                        if k in before and before[k][0] not in DEVICE and abs(after[k][1] - before[k][1]) >= least), reverse=True)
        print(len(moved), "NumPy-era rows moved by", least, "points or more")
        print(",".join(sorted({k[0] for _, k in moved})))
        for d, k in moved:
            print(f"  {k[0]} b{k[1]} {before[k][1]:+.1f} -> {after[k][1]:+.1f}")
