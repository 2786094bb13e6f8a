"""cmp.py OLD NEW: rows whose estimate (MiB, or its error to 0.1 points) moved between two evaluate_estimator outputs."""
import sys
def load(p):
    out = {}
    for l in open(p):
        c = [x.strip() for x in l.split("|")]
        if len(c) > 8 and c[3].isdigit() and c[7].endswith("%"):
            out[(c[1], int(c[3]))] = (float(c[5].replace(",", "")), float(c[6].replace(",", "")), float(c[7].rstrip("%")))
    return out
a, b = load(sys.argv[1]), load(sys.argv[2])
moved = [(k, a[k], b[k]) for k in b if k in a and (abs(a[k][1] - b[k][1]) > 0.05 or abs(a[k][2] - b[k][2]) > 0.05)]
print(f"{len(moved)} of {len(b)} rows moved")
print("| model | batch | measured | before | after | err before | err after |\n|---|---|---|---|---|---|---|")
for k, x, y in sorted(moved, key=lambda m: m[2][2] - m[1][2]):
    print(f"| {k[0]} | {k[1]} | {x[0]:.1f} | {x[1]:.1f} | {y[1]:.1f} | {x[2]:+.1f}% | {y[2]:+.1f}% |")
