"""Parse evaluate_estimator tables. rows.py A [B]: summary, or diff of B vs A."""
import sys, statistics
def load(path):
    out = {}
    for line in open(path):
        c = [x.strip() for x in line.split("|")]
        if len(c) < 9 or not c[3].isdigit():
            continue
        key = (c[1], int(c[3]), c[4])
        out[key] = dict(group=c[2], meas=float(c[5].replace(",", "")), est=float(c[6].replace(",", "")),
                        err=float(c[7].rstrip("%")), spread=c[8])
    return out
def summary(rows, label=""):
    errs = [r["err"] for r in rows.values()]
    a = [abs(e) for e in errs]
    print(f"{label} n={len(errs)} median={statistics.median(a):.1f}% max={max(errs):+.1f}% min={min(errs):+.1f}% over20={sum(e>20 for e in errs)} under10={sum(e<-10 for e in errs)}")
if __name__ == "__main__":
    A = load(sys.argv[1]); summary(A, "A")
    if len(sys.argv) > 2:
        B = load(sys.argv[2]); summary(B, "B")
        for k in sorted(set(A) & set(B)):
            if abs(A[k]["err"] - B[k]["err"]) >= 0.5:
                print(f"{k[0]:40s} b{k[1]:<5d} {A[k]['err']:+7.1f} -> {B[k]['err']:+7.1f}  (meas {A[k]['meas']})")
